import type { OutgoingMail } from '../email/mail.ts';
import { site } from '../site.ts';
import { mailHtml, mailText, type MailBlock } from './mailBody.ts';
import { confirmPageLink, listUnsubscribeHeaders, unsubscribeLinks, unsubscribeTokenInput } from './newsletterLinks.ts';
import { confirmLinkValidDays } from './newsletterPolicy.ts';
import { hmacToken } from './tokens.ts';
import type { VisitorEnv } from './visitorEnv.ts';

interface ConfirmationLinks {
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
function confirmationMail(to: string, links: ConfirmationLinks): OutgoingMail {
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

/** The confirmation mail to `email` carrying `confirmToken`, with its unsubscribe links (the subscribe form's and the scheduler's). */
export async function confirmationMailFor(visitor: VisitorEnv, email: string, confirmToken: string): Promise<OutgoingMail> {
  const unsubscribeToken = await hmacToken(visitor.secret, unsubscribeTokenInput(email));
  return confirmationMail(email, {
    ...unsubscribeLinks(visitor, unsubscribeToken),
    confirmPage: confirmPageLink(visitor, confirmToken),
    mailto: visitor.contactTo,
  });
}
