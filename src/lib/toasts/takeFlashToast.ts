import { addToast } from '../../stores/toasts.ts';
import { flashToastKey } from '../storageKeys.ts';
import type { FlashToast } from './flash.ts';
import type { ToastInput } from './toastStore.ts';
import { hasFields, isString, oneOf, optional } from '../plainChecks.ts';

const isFlashToast = hasFields<FlashToast>({
  title: isString,
  description: optional(isString),
  variant: optional(oneOf(['default', 'destructive'] as const)),
});

/** Reads and forgets the pending flash toast (flash.ts); anything unreadable is dropped with a console note. */
export function takeFlashToast(storage: Pick<Storage, 'getItem' | 'removeItem'>, log: Pick<Console, 'warn'> = console): ToastInput | null {
  const stored = storage.getItem(flashToastKey);
  if (stored === null) return null;
  storage.removeItem(flashToastKey);
  const toast = parseJson(stored);
  if (isFlashToast(toast)) {
    // Only the fields the toast has: a key set to undefined would override the store's defaults.
    const { title, description, variant } = toast;
    return { title, ...(description === undefined ? {} : { description }), ...(variant === undefined ? {} : { variant }) };
  }
  log.warn(`Ignored a stored flash toast: expected {title, description?, variant?}, received ${stored}`);
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Shows the toast the previous page left, if any. The page script loads this module only when one
 * is waiting, so the toast code it reaches arrives with it.
 */
export function showFlashToast(storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  const toast = takeFlashToast(storage);
  if (toast) addToast(toast);
}
