import { createToastStore, type ToastTimers } from '../lib/toasts/toastStore.ts';

const browserTimers: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const toasts = createToastStore(browserTimers);

/** The page's toasts: the Toaster draws them; islands and scripts call the actions. */
export const $toasts = toasts.$toasts;
export const addToast = toasts.add;
export const dismissToast = toasts.dismiss;

// The region draws the store from its first toast on (src/lib/toasts/toaster.ts): most page views
// show no toast, and this store loads only with the code that adds one, so neither is downloaded
// by a reader who only reads.
const stopWaiting = $toasts.listen(() => {
  stopWaiting();
  const region = typeof document === 'undefined' ? null : document.getElementById('toaster');
  if (!region) return;
  import('../lib/toasts/toaster.ts')
    .then(({ mountToaster }) => mountToaster(region, $toasts, dismissToast))
    .catch((error: unknown) => console.error('Notifications could not be shown.', error, $toasts.get()));
});
