/**
 * The mails the auth routes send, in plain text and HTML: the confirmation link, the password
 * reset link, and the note to an account's owner when someone tries to sign up again with their
 * address (the sign-up form itself never says whether an address has an account).
 */
import type { OutgoingMail } from '../contracts.ts';
import { site } from '../../src/lib/site.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function paragraphsToHtml(paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (link) body.splice(1, 0, `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body.join('')}</body></html>`;
}

export function confirmationMail(to: string, link: string): OutgoingMail {
  const opening = `Welcome. To finish creating your account on ${site.name}'s site, confirm your email address. The link works for 24 hours.`;
  const closing = `If you did not sign up, ignore this mail: without confirmation the account is never activated.`;
  return {
    to,
    subject: 'Confirm your account',
    text: [opening, `Confirm your account: ${link}`, closing].join('\n\n'),
    html: paragraphsToHtml([opening, closing], { url: link, label: 'Confirm your account' }),
  };
}

export function recoveryMail(to: string, link: string): OutgoingMail {
  const opening = `Someone asked to reset the password of your account on ${site.name}'s site. To choose a new password, open the link. It works for one hour, once.`;
  const closing = `If it was not you, ignore this mail: your password stays as it is.`;
  return {
    to,
    subject: 'Reset your password',
    text: [opening, `Choose a new password: ${link}`, closing].join('\n\n'),
    html: paragraphsToHtml([opening, closing], { url: link, label: 'Choose a new password' }),
  };
}

export function signUpAttemptNotice(to: string, signInUrl: string): OutgoingMail {
  const paragraphs = [
    `Someone just tried to create an account on ${site.name}'s site with this email address, which already has one.`,
    `If it was you, there is nothing to create: sign in at ${signInUrl} instead.`,
    `If it was not you, you can ignore this mail. Your account and password are unchanged.`,
  ];
  return {
    to,
    subject: 'Someone tried to sign up with your address',
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}
