/** Reading the auth mails the way a person would: the latest one to an address, and its link. */
import type { StoredMail } from '../../../../server/contracts.ts';

export function latestMailTo(mails: StoredMail[], to: string): StoredMail {
  const mail = mails.filter((candidate) => candidate.to === to).at(-1);
  if (!mail) throw new Error(`No mail was sent to ${to}; sent: ${mails.map((sent) => sent.to).join(', ') || 'none'}`);
  return mail;
}

/** The link to the site's /confirm page, taken from the plain-text part. */
export function confirmationLinkIn(mail: StoredMail): URL {
  const link = /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The mail "${mail.subject}" has no confirmation link:\n${mail.text}`);
  return new URL(link);
}

export function confirmationTokenIn(mail: StoredMail): string {
  const token = confirmationLinkIn(mail).searchParams.get('token_hash');
  if (!token) throw new Error(`The confirmation link in "${mail.subject}" has no token_hash.`);
  return token;
}

/** The token of the password reset link, which leads to the site's /reset-password page. */
export function resetTokenIn(mail: StoredMail): string {
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  const token = link && new URL(link).searchParams.get('token_hash');
  if (!token || new URL(link).searchParams.get('type') !== 'recovery')
    throw new Error(`The mail "${mail.subject}" has no password reset link:\n${mail.text}`);
  return token;
}

let counter = 0;

export function freshEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.test`;
}

export const password = 'correct horse battery staple';
