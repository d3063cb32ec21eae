import type { OutgoingMail } from '../../server/contracts.ts';

/** Where the corpus reads the mails it was sent: the development mail catcher, unless a run sends mail elsewhere too. */
export type Mailbox = () => Promise<readonly Pick<OutgoingMail, 'to' | 'text' | 'headers'>[]>;

export const mailCatcher =
  (origin: string): Mailbox =>
  async () =>
    ((await (await fetch(`${origin}/_dev/mail.json`)).json()) as { messages: OutgoingMail[] }).messages;

/** The first match of `link` in the newest mail to `address` in the mailbox, or the mail catcher of an origin. */
export async function tokenFromMail(source: string | Mailbox, address: string, link: RegExp): Promise<string> {
  const mailbox = typeof source === 'string' ? mailCatcher(source) : source;
  const mail = (await mailbox()).find((message) => message.to === address);
  const token = mail && link.exec(`${mail.text}\n${JSON.stringify(mail.headers ?? {})}`)?.[1];
  if (!token) throw new Error(`No mail to ${address} holds a link like ${link}.`);
  return decodeURIComponent(token);
}

/** How many mails the development mail catcher holds. */
export async function mailCount(origin: string): Promise<number> {
  const { messages } = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as { messages: unknown[] };
  return messages.length;
}
