/**
 * The seams between the embedded backend's parts. Kept in one small file so the auth routes, the
 * REST layer, the functions runtime and the start-up code agree on them.
 */
import type { MailSender } from '../functions/_shared/email/mail.ts';
import type { Database } from './db/database.ts';

/** The mail port is shared with the functions, which cannot import from server/. */
export type { MailSender, OutgoingMail, StoredMail } from '../functions/_shared/email/mail.ts';

/** What every part of the embedded backend reads from the environment, read once at start. */
export interface BackendConfig {
  /** Public origin of the site and backend, e.g. http://localhost:4321 (used in mail links and JWT iss). */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmails: string[];
  mailFrom: string;
  /**
   * Every per-client rate limit: sign-in and sign-up, the public functions, anonymous writes. Off only
   * in tests and benchmarks that send many requests from one address (`RATE_LIMITS=off`).
   */
  rateLimits: boolean;
  /** The cap on newsletter confirmation mails an hour over all addresses (NEWSLETTER_CONFIRMATIONS_PER_HOUR); lifted with the rate limits. */
  newsletterConfirmationsPerHour: number;
  /** Whether requests' outcomes go to the operations record; off only for tests that compare whole tables. */
  operationsRecord: boolean;
  /** Whether signal-feeds fetches the owner's feeds from the internet (`SIGNAL_FEED_FETCHING=on`), through the safe fetcher. */
  signalFeedFetching: boolean;
  /** Production mode: no mail catcher, no Host check, no development defaults accepted. */
  production: boolean;
  /** The HTTP email API (Resend-compatible) mail goes through instead of the local outbox. */
  emailApi?: { url: string; key: string };
  /** The AI_* variables the functions read (providers, keys, daily quotas); they stay on the server. */
  ai: Record<string, string>;
}

export interface BackendDeps {
  db: Database;
  config: BackendConfig;
  mail: MailSender;
  /** Injected so rate limits and token expiry are testable with a fake clock. */
  now: () => number;
}
