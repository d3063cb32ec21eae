import type { StoredMail } from '../../server/contracts.ts';

/** The first match of `link` in the newest mail to `address` in the development mail catcher. */
export async function tokenFromMail(origin: string, address: string, link: RegExp): Promise<string> {
  const { messages } = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as { messages: StoredMail[] };
  const mail = messages.find((message) => message.to === address);
  const token = mail && link.exec(`${mail.text}\n${JSON.stringify(mail.headers ?? {})}`)?.[1];
  if (!token) throw new Error(`No mail to ${address} holds a link like ${link}.`);
  return decodeURIComponent(token);
}

/** How many mails the development mail catcher holds. */
export async function mailCount(origin: string): Promise<number> {
  const { messages } = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as { messages: unknown[] };
  return messages.length;
}
