import type { ToastInput } from '../toasts/toastStore.ts';
import { waitText } from '../auth/waitText.ts';
import { newsletterOfflineToast } from './formDraft.ts';

/** What is wrong with the typed address, said beside the field rather than in a toast away from it. */
export const newsletterFieldErrors = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, like name@example.com.',
} as const;

/** What the form says while the site's owner has closed sign-ups; the typed address stays in the field. */
export const newsletterPausedText = 'Sign-ups are paused for now. Please come back later.';

/**
 * The newsletter's toasts. The success text is adapted to double opt-in: nothing arrives until the
 * reader confirms, so the toast says to look for the confirmation mail.
 */
export const newsletterToasts = {
  subscribed: {
    title: 'Welcome aboard! 🎉',
    description: 'Check your inbox and confirm your address: your first insights email follows once you do.',
  },
  failed: { title: 'Oops, something went wrong', description: 'Please try again or contact us directly.', variant: 'destructive' },
  offline: newsletterOfflineToast,
} satisfies Record<string, ToastInput>;

/** The failure toast, saying how long to wait when the backend asked us to slow down. */
export function failureToast(retryAfterSeconds: number | null, status: number): ToastInput {
  if (status !== 429) return newsletterToasts.failed;
  return {
    ...newsletterToasts.failed,
    description: `Too many attempts from here. Please try again in ${waitText(retryAfterSeconds ?? 60)} or contact us directly.`,
  };
}

/**
 * In how many hours at most the confirmation mail leaves, from the subscribe function's answer:
 * null when it left at once; past the hourly cap on confirmation mails the sign-up is kept and
 * the answer says `{ confirmation: 'deferred', within_hours }`.
 */
export function confirmationDelayHours(answer: unknown): number | null {
  const { confirmation, within_hours: hours } = (answer ?? {}) as { confirmation?: unknown; within_hours?: unknown };
  if (confirmation !== 'deferred') return null;
  return typeof hours === 'number' && Number.isInteger(hours) && hours > 1 ? hours : 1;
}

/** "within the hour", "within 3 hours". */
export const confirmationWithin = (hours: number) => (hours === 1 ? 'within the hour' : `within ${hours} hours`);

/** The success toast: confirm from the mail, which is on its way now or will be within the hours given. */
export function subscribedToast(delayHours: number | null): ToastInput {
  if (delayHours === null) return newsletterToasts.subscribed;
  return {
    title: newsletterToasts.subscribed.title,
    description: `We'll send your confirmation email ${confirmationWithin(delayHours)}: confirm your address from it, and your first insights email follows.`,
  };
}
