import { useState } from 'react';
import { toastFailure } from './toastFailure.ts';

/**
 * An action the owner starts with a button: `busy` while it runs (the button disabled, its label
 * saying so), and a failure told as a toast titled with what did not happen (`toastFailure`).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  async function act(failed: string, action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toastFailure(failed, error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, act };
}
