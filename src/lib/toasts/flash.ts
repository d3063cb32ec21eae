import { flashToastKey } from '../storageKeys.ts';

/**
 * A flash toast survives one navigation: a page that sends the reader elsewhere (the guard, the
 * inline head check, the lead popup) leaves it in sessionStorage, and the next page shows it once
 * (takeFlashToast.ts, which the page script loads only when one is waiting).
 */
export interface FlashToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The toast a signed-out visitor gets on the way from a protected page to the sign-in landing. */
export const signInRequiredToast: FlashToast = { title: 'Please sign in to access this page' };

export function leaveFlashToast(storage: Pick<Storage, 'setItem'>, toast: FlashToast): void {
  storage.setItem(flashToastKey, JSON.stringify(toast));
}
