import type { ToastInput } from '../toasts/toastStore.ts';
import { checkEmail } from './emailCheck.ts';
import type { FormDraft } from './formDraft.ts';
import { noConnection, type FunctionAnswer } from './functionCall.ts';
import { nextNewsletterState, submitDisabled, type NewsletterEvent, type NewsletterState, type NewsletterVariant } from './formState.ts';
import {
  confirmationDelayHours,
  confirmationWithin,
  failureToast,
  newsletterFieldErrors,
  newsletterPausedText,
  newsletterToasts,
  subscribedToast,
} from './messages.ts';

export interface NewsletterDeps {
  subscribe: (email: string) => Promise<FunctionAnswer>;
  /** Shows a toast and returns its id, so a later success can close an earlier failure. */
  toast: (toast: ToastInput) => string;
  dismissToast: (id: string) => void;
  /** Keeps the typed address across a reload while offline; forgotten once subscribed. */
  draft: FormDraft;
  /** The `newsletter_subscribe` goal, once for each sign-up the backend accepted (analytics decides on consent). */
  recordSubscribed: () => void;
}

/**
 * Drives one newsletter form (markup in NewsletterForm.astro): validates, sends, and on success
 * replaces the form with the confirmation message. A wrong address is said beside the field (its
 * description and a live region) with the focus back in it; a failed send is a toast. On failure
 * the typed address stays as it was, and offline it is kept across a reload too. Sign-ups paused by
 * the owner is said beside the field, like a wrong address, and nothing is kept to send again. A
 * success clears every kind of earlier error, and says when the confirmation mail comes: now, or,
 * past the hourly cap on confirmation mails, within the hour (or the hours the answer gives).
 */
export function wireNewsletterForm(root: HTMLElement, { subscribe, toast, dismissToast, draft, recordSubscribed }: NewsletterDeps) {
  const form = root.querySelector('form')!;
  const input = form.querySelector('input')!;
  const button = form.querySelector('button')!;
  const fieldError = form.querySelector<HTMLElement>('[data-field-error]')!;
  const failureToasts: string[] = [];
  const variant: NewsletterVariant = root.dataset.variant === 'inline' ? 'inline' : 'card';
  const idleLabel = button.textContent;
  let state: NewsletterState = 'idle';

  const move = (event: NewsletterEvent) => {
    state = nextNewsletterState(state, event);
    button.disabled = submitDisabled(state, variant, input.value);
    button.textContent = state === 'submitting' ? 'Subscribing…' : idleLabel;
    form.setAttribute('aria-busy', String(state === 'submitting'));
  };
  const showFieldError = (message: string) => {
    fieldError.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => {
    showFieldError('');
    button.disabled = submitDisabled(state, variant, input.value);
  });

  async function submit(): Promise<void> {
    if (state !== 'idle') return;
    const check = checkEmail(input.value);
    if (!check.ok) {
      showFieldError(newsletterFieldErrors[check.problem]);
      input.focus();
      return;
    }
    showFieldError('');
    move('send');
    const answer = await subscribe(check.email);
    if (!answer.ok && answer.code === 'signups_paused') {
      // The owner closed sign-ups: a final answer, said in the form itself, with nothing kept to retry.
      move('failed');
      fieldError.textContent = newsletterPausedText;
      return;
    }
    if (!answer.ok) {
      move('failed');
      if (noConnection(answer)) draft.keep();
      failureToasts.push(toast(noConnection(answer) ? newsletterToasts.offline : failureToast(answer.retryAfterSeconds, answer.status)));
      return;
    }
    for (const id of failureToasts.splice(0)) dismissToast(id);
    draft.drop();
    move('succeeded');
    recordSubscribed();
    const delayHours = confirmationDelayHours(answer.body);
    form.replaceWith(doneMessage(root.ownerDocument, check.email, delayHours));
    root.querySelector<HTMLElement>('[role="status"]')!.focus();
    toast(subscribedToast(delayHours));
  }

  button.disabled = submitDisabled(state, variant, input.value);
  return { submit };
}

/** Built here rather than shipped in every page's HTML: most readers never see it. */
function doneMessage(doc: Document, email: string, delayHours: number | null): HTMLElement {
  const message = Object.assign(doc.createElement('p'), { className: 'newsletter-done', tabIndex: -1 });
  message.setAttribute('role', 'status');
  message.append(
    delayHours === null
      ? 'Almost there: a confirmation link is on its way to '
      : `Almost there: many people are signing up right now, so we'll send your confirmation email ${confirmationWithin(delayHours)} to `,
    Object.assign(doc.createElement('strong'), { textContent: email }),
    ' unless that address is already on the list. Open the link to start receiving the newsletter.',
  );
  return message;
}
