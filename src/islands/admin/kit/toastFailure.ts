import { addToast } from '../../../stores/toasts.ts';

/** A failure the admin should see: what did not happen, and why (an error's message, or the words given). */
export const toastFailure = (title: string, why: unknown) =>
  addToast({ title, description: why instanceof Error ? why.message : String(why), variant: 'destructive' });
