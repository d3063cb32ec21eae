import type { OutgoingMail } from '../_shared/email/mail.ts';
import { site } from '../_shared/site.ts';
import { mailHtml, mailText, type MailBlock } from '../_shared/visitor/mailBody.ts';
import { listUnsubscribeHeaders } from '../_shared/visitor/newsletterLinks.ts';
import { confirmLinkValidDays } from '../_shared/visitor/newsletterPolicy.ts';

export interface ConfirmationLinks {
  confirmPage: string;
  unsubscribePage: string;
  oneClickUnsubscribe: string;
  /** An address that reaches a person, for mail programs that offer unsubscribing by mail. */
  mailto: string | null;
}

/**
 * The double opt-in mail. It says who writes, why, what happens if the reader ignores it, and
 * carries the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */
export function confirmationMail(to: string, links: ConfirmationLinks): OutgoingMail {
  const blocks: MailBlock[] = [
    { text: `Hello,\n\nsomeone, hopefully you, asked to receive ${site.name}'s newsletter at ${to}.` },
    {
      text: `Please confirm that you want it. The link works for ${confirmLinkValidDays} days:`,
      link: { url: links.confirmPage, label: 'Confirm my subscription' },
    },
    { text: 'If you did not ask for this, ignore this mail: you will not be subscribed and will not hear from us again.' },
    { text: 'You can unsubscribe at any time:', link: { url: links.unsubscribePage, label: 'Unsubscribe' } },
    { text: `${site.name}\n${site.role}` },
  ];
  return {
    to,
    subject: `Confirm your subscription to ${site.name}'s newsletter`,
    text: mailText(blocks),
    html: mailHtml(blocks),
    headers: listUnsubscribeHeaders(links.oneClickUnsubscribe, links.mailto),
  };
}
