import { z } from 'zod';
import { aiVarsProblems, aiVarsShape } from '../../functions/_shared/ai/config.ts';
import { localSenderProblem, mailFrom } from '../../functions/_shared/email/mailFrom.ts';
import { describeIssues } from '../../functions/_shared/http/requestBody.ts';
import type { BackendConfig } from '../contracts.ts';
import { isLoopbackHost } from '../http/hostNames.ts';
import { developmentAnonKey, developmentJwtSecret, developmentPort, developmentServiceRoleKey } from './developmentDefaults.ts';

const proxyCount = 'expected how many reverse proxies stand in front of the server, a whole number from 0 (none) to 10';
const listenAddress =
  'expected the address to listen on: 127.0.0.1 (this machine only, the default), 0.0.0.0 or :: (every network interface), or a host name';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(developmentPort),
  HOST: z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: listenAddress }).default('127.0.0.1'),
  EXPOSE_MAIL_CATCHER: z.enum(['on', 'off']).default('off'),
  SITE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(developmentJwtSecret),
  ANON_KEY: z.string().min(1).default(developmentAnonKey),
  SERVICE_ROLE_KEY: z.string().min(1).default(developmentServiceRoleKey),
  ADMIN_EMAILS: z.string().default(''),
  MAIL_FROM: z.string().min(3).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: z.coerce
    .number({ error: 'expected a whole number of confirmation mails an hour, from 1 to 100000' })
    .int()
    .min(1)
    .max(100_000)
    .default(100),
  OPERATIONS_RECORD: z.enum(['on', 'off']).default('on'),
  SIGNAL_FEED_FETCHING: z.enum(['on', 'off']).default('off'),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  TRUST_PROXY: z.coerce
    .number({ error: proxyCount })
    .int({ error: proxyCount })
    .min(0, { error: proxyCount })
    .max(10, { error: proxyCount })
    .default(0),
  ...aiVarsShape,
});

export interface ServerConfig extends BackendConfig {
  port: number;
  /** The address the server listens on; a loopback one keeps it to this machine. */
  host: string;
  /**
   * Whether /_dev/mail is served: in development, and only on a loopback address unless
   * EXPOSE_MAIL_CATCHER=on, since its mails hold confirmation links.
   */
  mailCatcher: boolean;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: the socket's peer is the client). */
  trustedProxies: number;
}

/** Reads and validates the environment once; every part of the backend gets the result. */
export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n  ${describeIssues(parsed.error.issues, '\n  ')}`);
  }
  const vars = parsed.data;
  const aiProblems = aiVarsProblems(vars);
  if (aiProblems.length > 0) throw new Error(`Invalid environment:\n  ${aiProblems.join('\n  ')}`);
  const config: ServerConfig = {
    port: vars.PORT,
    host: vars.HOST,
    mailCatcher: vars.NODE_ENV !== 'production' && (isLoopbackHost(vars.HOST) || vars.EXPOSE_MAIL_CATCHER === 'on'),
    trustedProxies: vars.TRUST_PROXY,
    siteUrl: (vars.SITE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    jwtSecret: vars.JWT_SECRET,
    anonKey: vars.ANON_KEY,
    serviceRoleKey: vars.SERVICE_ROLE_KEY,
    adminEmails: vars.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    mailFrom: mailFrom(vars.MAIL_FROM),
    rateLimits: vars.RATE_LIMITS === 'on',
    newsletterConfirmationsPerHour: vars.NEWSLETTER_CONFIRMATIONS_PER_HOUR,
    operationsRecord: vars.OPERATIONS_RECORD === 'on',
    signalFeedFetching: vars.SIGNAL_FEED_FETCHING === 'on',
    production: vars.NODE_ENV === 'production',
    emailApi: vars.EMAIL_API_URL && vars.EMAIL_API_KEY ? { url: vars.EMAIL_API_URL, key: vars.EMAIL_API_KEY } : undefined,
    ai: aiVarsOf(vars),
  };
  if (config.production) assertProductionReady(config);
  return config;
}

function assertProductionReady(config: ServerConfig): void {
  const problems = [
    config.jwtSecret === developmentJwtSecret && 'JWT_SECRET is the public development secret',
    config.anonKey === developmentAnonKey && 'ANON_KEY is the public demo key',
    config.serviceRoleKey === developmentServiceRoleKey && 'SERVICE_ROLE_KEY is the public demo key',
    !config.siteUrl.startsWith('https://') && `SITE_URL must be the public https origin (received "${config.siteUrl}")`,
    !config.emailApi && 'EMAIL_API_URL and EMAIL_API_KEY are needed to send mail',
    localSenderProblem(config.mailFrom),
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production (NODE_ENV=production):\n  ${problems.join('\n  ')}`);
  }
}

/** The AI_* variables as the functions read them: only those set, as text. */
function aiVarsOf(vars: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(aiVarsShape).flatMap((name) => (vars[name] === undefined ? [] : [[name, String(vars[name])]])));
}

/** An empty variable (`FOO=` in a .env file) means "use the default", not "set to empty". */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
