/**
 * The newsletter form's states: idle → submitting → subscribed, and back to idle when sending
 * fails, with the typed address kept. Pure, so the rules are tested without a browser.
 */
export type NewsletterState = 'idle' | 'submitting' | 'subscribed';
export type NewsletterEvent = 'send' | 'succeeded' | 'failed';

/** The footer card always lets the reader press Subscribe (an empty field explains itself); the inline form waits for text. */
export type NewsletterVariant = 'card' | 'inline';

export function nextNewsletterState(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  if (state === 'idle' && event === 'send') return 'submitting';
  if (state === 'submitting' && event === 'succeeded') return 'subscribed';
  if (state === 'submitting' && event === 'failed') return 'idle';
  return state;
}

export function submitDisabled(state: NewsletterState, variant: NewsletterVariant, typed: string): boolean {
  if (state !== 'idle') return true;
  return variant === 'inline' && typed.trim() === '';
}
