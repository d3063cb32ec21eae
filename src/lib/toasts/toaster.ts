import { $toasts, addToast, dismissToast } from '../../stores/toasts.ts';
import { flashToastKey } from '../storageKeys.ts';
import { renderToasts } from './renderToasts.ts';

/**
 * The Toaster's module: draws `$toasts` into the live region and shows the flash toast a previous
 * page left. The flash reader (and its validation) loads only when a flash toast is waiting.
 */
export function mountToaster(region: HTMLElement): void {
  $toasts.subscribe((toasts) => renderToasts(region, toasts, dismissToast));
  if (hasFlashToast()) {
    void import('./flash.ts').then(({ takeFlashToast }) => {
      const toast = takeFlashToast(sessionStorage);
      if (toast) addToast(toast);
    });
  }
}

function hasFlashToast(): boolean {
  try {
    return sessionStorage.getItem(flashToastKey) !== null;
  } catch {
    return false;
  }
}
