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
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
}

/** Production sends through a provider; locally the outbox keeps every mail. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
