import { flashToastKey } from '../storageKeys.ts';
import type { ToastInput } from './toastStore.ts';
import { hasFields, isString, oneOf, optional } from '../plainChecks.ts';

/**
 * A flash toast survives one navigation: a page that sends the reader elsewhere (the guard, the
 * inline head check) leaves it in sessionStorage, and the next page's Toaster shows it once.
 */
export interface FlashToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const isFlashToast = hasFields<FlashToast>({
  title: isString,
  description: optional(isString),
  variant: optional(oneOf(['default', 'destructive'] as const)),
});

/** The toast a signed-out visitor gets on the way from a protected page to the sign-in landing. */
export const signInRequiredToast: FlashToast = { title: 'Please sign in to access this page' };

export function leaveFlashToast(storage: Pick<Storage, 'setItem'>, toast: FlashToast): void {
  storage.setItem(flashToastKey, JSON.stringify(toast));
}

/** Reads and forgets the pending flash toast; anything unreadable is dropped with a console note. */
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
