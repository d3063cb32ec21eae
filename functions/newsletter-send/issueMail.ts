import { Marked } from 'marked';
import { headerControlIn } from '../_shared/email/headerText.ts';
import type { OutgoingMail } from '../_shared/email/mail.ts';
import { FunctionError } from '../_shared/errors.ts';
import { sanitisedHtml } from '../_shared/publishing/sanitisedHtml.ts';
import { site } from '../_shared/site.ts';
import { listUnsubscribeHeaders } from '../_shared/visitor/newsletterLinks.ts';

/** An issue as the editor keeps it. */
export interface IssueSource {
  subject: string;
  preheader: string;
  body_md: string;
}

/** The issue as it is mailed to everyone, frozen when the send starts; each mail adds its own links. */
export interface IssueSnapshot {
  subject: string;
  preheader: string;
  /** The body as HTML, reduced to the content allow-list as on the site, without the per-recipient footer. */
  html: string;
  /** The body as plain text: the Markdown itself, which is written to read as text. */
  text: string;
}

export interface RecipientLinks {
  unsubscribePage: string;
  oneClickUnsubscribe: string;
  mailto: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Markdown to mail HTML; links and images relative to the site become absolute, since a mail has no base address. */
function markdownToMailHtml(markdown: string, siteUrl: string): string {
  const absolute = (href: string) => {
    try {
      return new URL(href, `${siteUrl}/`).href;
    } catch {
      return href;
    }
  };
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' || token.type === 'image') token.href = absolute(token.href);
    },
  });
  return marked.parse(markdown, { async: false });
}

/**
 * The issue as it will be mailed. A subject holding a control character is refused (400) before
 * any test or send, whatever the stored row holds; the database refuses to store one as well.
 */
export function issueSnapshot(issue: IssueSource, siteUrl: string): IssueSnapshot {
  const subject = issue.subject.trim();
  const control = headerControlIn(subject);
  if (control) {
    throw new FunctionError(
      'validation_failed',
      `The issue's subject holds ${control}, which a mail subject cannot carry: remove it in the editor, then send a test again.`,
    );
  }
  return {
    subject,
    preheader: issue.preheader.trim(),
    html: sanitisedHtml(markdownToMailHtml(issue.body_md, siteUrl)),
    text: issue.body_md.trim(),
  };
}

/** What the test send proved: the subject, preheader and body the owner saw, as one fingerprint. */
export const contentOf = (issue: IssueSource) => JSON.stringify([issue.subject, issue.preheader, issue.body_md]);

/**
 * One recipient's mail: the issue, a footer saying why they get it with their own unsubscribe
 * link, the RFC 8058 headers, a plain-text part, and the idempotency key of their delivery.
 */
export function issueMail(snapshot: IssueSnapshot, to: string, links: RecipientLinks, idempotencyKey?: string): OutgoingMail {
  const why = `You get this because you subscribed to ${site.name}'s newsletter.`;
  const preheader = snapshot.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(snapshot.preheader)}</div>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(snapshot.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.6;max-width:40rem;margin:0 auto;padding:1rem;color:#111">${preheader}
<h1 style="font-size:1.5rem">${escapeHtml(snapshot.subject)}</h1>
${snapshot.html}
<hr>
<p style="font-size:.875rem;color:#444">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribePage)}">Unsubscribe</a></p>
</body></html>`;
  // "-- " with its space is the signature line mail programs recognise.
  const text = [snapshot.subject, snapshot.text, '-- ', why, `Unsubscribe: ${links.unsubscribePage}`].join('\n\n');
  return {
    to,
    subject: snapshot.subject,
    html,
    text,
    headers: listUnsubscribeHeaders(links.oneClickUnsubscribe, links.mailto),
    idempotencyKey,
  };
}
