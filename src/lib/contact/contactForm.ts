import type { FormDraft } from '../newsletter/formDraft.ts';
import { noConnection, type FunctionAnswer } from '../newsletter/functionCall.ts';
import { checkContact, type ContactErrors, type ContactFields } from './contactCheck.ts';
import { contactOutcome } from './contactOutcome.ts';

export interface ContactDeps {
  /** Sends the fields and the honeypot to `contact-submit`. */
  send: (body: ContactFields & { website: string }) => Promise<FunctionAnswer>;
  contactEmail: string;
  /** Keeps what was typed across a reload while offline; forgotten once sent. */
  draft: FormDraft;
  /** The `contact_sent` goal, once for each message the backend stored (analytics decides on consent). */
  recordSent: () => void;
}

const fieldNames = ['name', 'email', 'message'] as const;

/**
 * Drives the contact form (markup in ContactForm.astro): messages next to the fields, one send at
 * a time, the form replaced by a thank-you once sent, and nothing typed lost when sending fails.
 */
export function wireContactForm(root: HTMLElement, { send, contactEmail, draft, recordSent }: ContactDeps) {
  const form = root.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const problem = root.querySelector<HTMLElement>('[data-contact-problem]')!;
  const sent = root.querySelector<HTMLElement>('[data-contact-sent]')!;
  let sending = false;

  function showErrors(errors: ContactErrors): void {
    for (const name of fieldNames) {
      const message = errors[name];
      const note = root.querySelector<HTMLElement>(`[data-error-for="${name}"]`)!;
      note.textContent = message ?? '';
      note.hidden = !message;
      if (message) field(name).setAttribute('aria-invalid', 'true');
      else field(name).removeAttribute('aria-invalid');
    }
    const first = fieldNames.find((name) => errors[name]);
    if (first) field(first).focus();
  }

  async function submit(): Promise<void> {
    if (sending) return;
    problem.hidden = true;
    const check = checkContact({ name: field('name').value, email: field('email').value, message: field('message').value });
    showErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    sending = true;
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    const answer = await send({ ...check.fields, website: field('website').value });
    const outcome = contactOutcome(answer, contactEmail);
    sending = false;
    button.disabled = false;
    form.setAttribute('aria-busy', 'false');
    if (!outcome.sent) {
      if (noConnection(answer)) draft.keep();
      problem.textContent = outcome.problem;
      problem.hidden = false;
      return;
    }
    draft.drop();
    recordSent();
    sent.querySelector('[data-contact-name]')!.textContent = check.fields.name;
    sent.querySelector('[data-contact-email]')!.textContent = check.fields.email;
    form.hidden = true;
    sent.hidden = false;
    sent.focus();
  }

  return { submit };
}
