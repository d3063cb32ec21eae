import { checkEmail } from '../newsletter/emailCheck.ts';

/** The contact function's limits (functions/contact-submit/schema.ts); a unit test keeps them equal. */
export const contactLimits = { name: 200, message: 5000 } as const;

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export type ContactCheck = { ok: true; fields: ContactFields } | { ok: false; errors: ContactErrors };

const characters = (count: number) => count.toLocaleString('en-GB');

/** Checks the form as the function will, so a message the form sends is not refused; messages sit next to their fields. */
export function checkContact(typed: ContactFields): ContactCheck {
  const name = typed.name.trim();
  const message = typed.message.trim();
  const email = checkEmail(typed.email);
  const errors: ContactErrors = {};
  if (name === '') errors.name = 'Please enter your name.';
  else if (name.length > contactLimits.name)
    errors.name = `Your name has ${characters(name.length)} characters; the limit is ${contactLimits.name}.`;
  if (!email.ok)
    errors.email =
      email.problem === 'required'
        ? 'Please enter your email address, so there is somewhere to reply.'
        : 'Please enter a valid email address, like name@example.com.';
  if (message === '') errors.message = 'Please write your message.';
  else if (message.length > contactLimits.message)
    errors.message = `Your message has ${characters(message.length)} characters; the limit is ${characters(contactLimits.message)}. Please shorten it.`;
  if (!email.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { name, email: email.email, message } };
}
