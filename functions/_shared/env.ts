import { z } from 'zod';
import { aiVarsProblems, aiVarsShape } from './ai/config.ts';
import type { MailSender } from './email/mail.ts';
import type { SiteRebuildPort } from './publishing/siteBuild.ts';
import type { PublicNetwork } from './http/publicNetwork.ts';
import { describeIssues } from './http/requestBody.ts';

const varsSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Only for functions whose name and comment say why they need the service role. */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  /** The site's public origin, for links in mails. */
  SITE_URL: z.url().optional(),
  ADMIN_EMAILS: z.string().optional(),
  /** Where contact-form messages go; the first ADMIN_EMAILS address when unset. */
  CONTACT_TO: z.string().optional(),
  /** `off` only where tests and benchmarks send many requests from one address; production leaves it unset. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * At most this many newsletter confirmation mails an hour, over all addresses; a request past it
   * is kept and mailed by the scheduler in a later hour. Lifted with the rate limits (RATE_LIMITS=off).
   */
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** `off` only for tests that compare whole tables; production leaves it unset. */
  OPERATIONS_RECORD: z.enum(['on', 'off']).default('on'),
  /** The functions' source version (server/functions/functionsSourceVersion.ts), set at deploy; /deployment-sync compares it with the build's. */
  FUNCTIONS_VERSION: z
    .string()
    .regex(/^[0-9a-f]{12}$/, 'expected 12 hex digits')
    .optional(),
  /**
   * The static host's deploy hook (Netlify, Vercel, Cloudflare Pages): site-rebuild and the
   * publishing scheduler POST to it after a publish. Unset locally, where the embedded backend
   * rebuilds the site itself.
   */
  DEPLOY_HOOK_URL: z.url().optional(),
  /**
   * `on` where the signal-feeds function may fetch the owner's feeds from the internet, on the
   * hosted project and on the embedded backend alike. Unset, the function says feeds are not fetched.
   */
  SIGNAL_FEED_FETCHING: z.enum(['on', 'off']).default('off'),
  ...aiVarsShape,
});

export type FunctionVars = z.infer<typeof varsSchema>;

/** What every handler gets: the validated variables and the `fetch` its clients use. */
export interface FunctionEnv extends FunctionVars {
  /** Injected so the embedded backend can answer the functions' own API calls in-process. */
  fetch: typeof fetch;
  /** Injected by the embedded backend (its outbox); without it, functions send through EMAIL_API_URL. */
  mail?: MailSender;
  /**
   * The `fetch` of the AI providers; the runtime's own when absent. Not `fetch`: the embedded
   * backend points that one at itself, and providers live at their own addresses.
   */
  providerFetch?: typeof fetch;
  /** Injected by the embedded backend (its rebuilder); without it, a publish calls DEPLOY_HOOK_URL. */
  rebuild?: SiteRebuildPort;
  /**
   * How the functions reach addresses given by the owner or found in content, through the safe
   * fetcher (http/safeFetch.ts): the entry supplies its runtime's. Without it nothing is fetched.
   */
  network?: PublicNetwork;
  /**
   * Keeps work going after the answer (the runner started by Run or an approval). Injected by the
   * embedded backend, which waits for it before it closes; without it, Supabase's
   * `EdgeRuntime.waitUntil` keeps the instance alive, and elsewhere the work simply goes on.
   */
  background?: (work: Promise<unknown>) => void;
}

/** Reads the environment once, at the entry; a missing or malformed variable stops the function with a clear message. */
export function readEnv(vars: Record<string, string | undefined>, fetchImpl: typeof fetch = fetch, mail?: MailSender): FunctionEnv {
  const parsed = varsSchema.safeParse(vars);
  if (!parsed.success) {
    throw new Error(`Function environment is invalid: ${describeIssues(parsed.error.issues)}`);
  }
  const problems = aiVarsProblems(parsed.data);
  if (problems.length > 0) throw new Error(`Function environment is invalid: ${problems.join('; ')}`);
  return { ...parsed.data, fetch: fetchImpl, mail };
}
