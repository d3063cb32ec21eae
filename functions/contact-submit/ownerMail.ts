import type { OutgoingMail } from '../_shared/email/mail.ts';
import { mailHtml, mailText, type MailBlock } from '../_shared/visitor/mailBody.ts';
import type { ContactBody } from './schema.ts';

/** The message as the owner receives it; replying answers the sender directly. */
export function ownerMail(to: string, { name, email, message }: ContactBody): OutgoingMail {
  const blocks: MailBlock[] = [
    { text: `${name} <${email}> wrote through the contact form:` },
    { text: message },
    { text: 'Reply to this mail to answer them. The message is also kept in the admin area.' },
  ];
  return { to, subject: `Contact form: ${name}`, text: mailText(blocks), html: mailHtml(blocks), headers: { 'Reply-To': email } };
}
