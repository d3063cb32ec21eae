import { createToastStore, type ToastTimers } from '../lib/toasts/toastStore.ts';

export type { Toast, ToastInput, ToastVariant } from '../lib/toasts/toastStore.ts';

const browserTimers: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const toasts = createToastStore(browserTimers);

/** The page's toasts: the Toaster draws them; islands and scripts call the actions. */
export const $toasts = toasts.$toasts;
export const addToast = toasts.add;
export const updateToast = toasts.update;
export const dismissToast = toasts.dismiss;
export const removeToast = toasts.remove;
