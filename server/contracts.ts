/**
 * The seams between the embedded backend's parts. Kept in one small file so the auth routes, the
 * REST layer, the functions runtime and the start-up code agree on them.
 */
import type { PGlite } from '@electric-sql/pglite';

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

/** The email port: production sends through a provider; locally the outbox keeps every mail. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** What every part of the embedded backend reads from the environment, read once at start. */
export interface BackendConfig {
  /** Public origin of the site and backend, e.g. http://localhost:4321 (used in mail links and JWT iss). */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmails: string[];
  mailFrom: string;
  /** Rate limits on sign-in and sign-up; off only in browser tests that sign up many times. */
  authRateLimit: boolean;
  /** Production mode: no mail catcher, no development defaults accepted. */
  production: boolean;
}

export interface BackendDeps {
  db: PGlite;
  config: BackendConfig;
  mail: MailSender;
  /** Injected so rate limits and token expiry are testable with a fake clock. */
  now: () => number;
}
