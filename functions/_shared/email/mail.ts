/**
 * The email port. Functions send through a provider configured by env; the embedded backend
 * keeps every mail in a local outbox. Kept here, runtime-free, so both sides share one shape.
 */

/** One mail as the backend sends it; the local outbox keeps these and the mail catcher shows them. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, for example List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * One mail per key: a second send with the same key is accepted and sends nothing (the HTTP
   * provider's `Idempotency-Key`, the local outbox's unique column). A retry after a crash between
   * the provider accepting a mail and the sender recording it then mails nobody twice.
   */
  idempotencyKey?: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Production sends through a provider; locally the outbox keeps every mail. Every sender refuses
 * (throws for) a mail whose header fields hold a control character (`assertHeaderSafe`).
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
