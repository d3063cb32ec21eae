/** Reading the auth mails the way a person would: the latest one to an address, and its link. */
import type { OutgoingMail } from '../../../../server/contracts.ts';

export function latestMailTo(mails: OutgoingMail[], to: string): OutgoingMail {
  const mail = mails.filter((candidate) => candidate.to === to).at(-1);
  if (!mail) throw new Error(`No mail was sent to ${to}; sent: ${mails.map((sent) => sent.to).join(', ') || 'none'}`);
  return mail;
}

/** The confirmation link's token_hash, taken from the plain-text part. */
export function confirmationTokenIn(mail: OutgoingMail): string {
  const link = /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token_hash') : null;
  if (!token) throw new Error(`The mail "${mail.subject}" has no confirmation link:\n${mail.text}`);
  return token;
}

let counter = 0;

export function freshEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.test`;
}

export const password = 'correct horse battery staple';
