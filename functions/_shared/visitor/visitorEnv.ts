import { z } from 'zod';
import { createHttpEmailSender } from '../email/httpEmailSender.ts';
import { localSenderProblem, mailFrom } from '../email/mailFrom.ts';
import type { MailSender } from '../email/mail.ts';
import type { FunctionEnv } from '../env.ts';
import { describeIssues } from '../http/requestBody.ts';
import { recordedMail } from '../operations/recordedMail.ts';
import { emailSchema } from './email.ts';

const varsSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1, 'the service role key is needed to write visitor tables'),
  SITE_URL: z.url(),
  ADMIN_EMAILS: z.string().default(''),
  CONTACT_TO: emailSchema.optional(),
  MAIL_FROM: z.string().min(3).optional(),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
});

/** What the visitor functions need beyond the shared environment, read once per environment. */
export interface VisitorEnv {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The site's public origin, for links in mails. */
  siteUrl: string;
  /** Where contact messages go: CONTACT_TO, else the first ADMIN_EMAILS address; null when neither is set. */
  contactTo: string | null;
  /** Keys the rate-limit counters and the unsubscribe tokens; a server secret every function has. */
  secret: string;
  /** False only where tests and benchmarks send many requests from one address. */
  rateLimits: boolean;
  /** The cap on newsletter confirmation mails an hour, over all addresses; null with rate limits off. */
  confirmationsPerHour: number | null;
  mail: MailSender;
  fetch: typeof fetch;
}

const cache = new WeakMap<FunctionEnv, VisitorEnv>();

export function visitorEnv(env: FunctionEnv): VisitorEnv {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = varsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`The visitor functions' environment is invalid: ${describeIssues(parsed.error.issues)}`);
  }
  const vars = parsed.data;
  const firstAdmin = vars.ADMIN_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .find(Boolean);
  const visitor: VisitorEnv = {
    supabaseUrl: vars.SUPABASE_URL.replace(/\/$/, ''),
    serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl: vars.SITE_URL.replace(/\/$/, ''),
    contactTo: vars.CONTACT_TO ?? firstAdmin ?? null,
    secret: vars.SUPABASE_SERVICE_ROLE_KEY,
    rateLimits: env.RATE_LIMITS === 'on',
    confirmationsPerHour: env.RATE_LIMITS === 'on' ? env.NEWSLETTER_CONFIRMATIONS_PER_HOUR : null,
    mail: recordedMail(mailSender(env, vars), env),
    fetch: env.fetch,
  };
  cache.set(env, visitor);
  return visitor;
}

function mailSender(env: FunctionEnv, vars: z.infer<typeof varsSchema>): MailSender {
  if (env.mail) return env.mail;
  if (!vars.EMAIL_API_URL || !vars.EMAIL_API_KEY) {
    throw new Error('The visitor functions send mail: set EMAIL_API_URL and EMAIL_API_KEY.');
  }
  const from = mailFrom(vars.MAIL_FROM);
  const problem = localSenderProblem(from);
  if (problem) throw new Error(`The visitor functions send mail: ${problem}.`);
  return createHttpEmailSender({ url: vars.EMAIL_API_URL, apiKey: vars.EMAIL_API_KEY, from, fetch: env.fetch });
}
