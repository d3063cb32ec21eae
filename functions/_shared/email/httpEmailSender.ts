import { assertHeaderSafe } from './headerText.ts';
import type { MailSender, OutgoingMail } from './mail.ts';

export interface HttpEmailOptions {
  /** A Resend-compatible endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  from: string;
  fetch: typeof fetch;
}

/**
 * The production email provider: one POST per mail to an HTTP email API. A mail's idempotency key
 * goes as the `Idempotency-Key` header, which Resend honours (for 24 hours): the same key again
 * answers as before and sends nothing.
 */
export function createHttpEmailSender(options: HttpEmailOptions): MailSender {
  return {
    async send(mail: OutgoingMail): Promise<void> {
      assertHeaderSafe(mail, options.from);
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          ...(mail.idempotencyKey ? { 'Idempotency-Key': mail.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: options.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        }),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`The email API answered ${response.status} for a mail to ${mail.to}: ${detail}`);
      }
    },
  };
}
