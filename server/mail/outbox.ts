import { assertHeaderSafe } from '../../functions/_shared/email/headerText.ts';
import type { Database } from '../db/database.ts';
import type { MailSender, OutgoingMail, StoredMail } from '../contracts.ts';

export interface Outbox extends MailSender {
  /** Every kept mail, newest first. */
  list(): Promise<StoredMail[]>;
}

interface OutboxRow {
  id: string;
  sent_at: string;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

/**
 * The local email provider: keeps each mail in the database (so mails survive restarts and the
 * mail catcher can show them) and prints one line per mail, since nothing leaves the machine.
 * Like a provider, it honours idempotency keys: a mail whose key it has kept already is accepted
 * and stores nothing.
 */
export function createOutbox(db: Database, options: { from: string; now: () => number; log: (line: string) => void }): Outbox {
  return {
    async send(mail: OutgoingMail): Promise<void> {
      assertHeaderSafe(mail, options.from);
      const sentAt = new Date(options.now()).toISOString();
      const kept = await db.query(
        `insert into embedded.outbox (sent_at, sender, recipient, subject, text_body, html_body, headers, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) on conflict (idempotency_key) do nothing returning id`,
        [
          sentAt,
          options.from,
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          JSON.stringify(mail.headers ?? {}),
          mail.idempotencyKey ?? null,
        ],
      );
      if (kept.rows.length > 0) options.log(`mail to ${mail.to}: ${mail.subject}`);
    },
    async list(): Promise<StoredMail[]> {
      const result = await db.query<OutboxRow>(
        `select id, to_json(sent_at) #>> '{}' as sent_at, sender, recipient, subject, text_body, html_body, headers from embedded.outbox order by seq desc`,
      );
      return result.rows.map((row) => ({
        id: row.id,
        from: row.sender,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
    },
  };
}
