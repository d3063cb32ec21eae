import type { APIRequestContext } from '@playwright/test';

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail the local mail catcher holds for an address, of a subject when given; polls briefly, as mail is async. */
export async function latestMailTo(request: APIRequestContext, to: string, subject?: string): Promise<CaughtMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get('/_dev/mail.json');
    const { messages } = (await response.json()) as { messages: CaughtMail[] };
    const mail = messages.find((message) => message.to.toLowerCase() === to.toLowerCase() && (!subject || message.subject === subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} reached the mail catcher.`);
}

/** The first link in a mail that points at this site's path. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]).find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`The mail "${mail.subject}" has no link to ${path}:\n${mail.text}`);
  return link;
}
