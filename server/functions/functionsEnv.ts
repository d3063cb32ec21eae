import { join } from 'node:path';
import { readEnv, type FunctionEnv } from '../../functions/_shared/env.ts';
import type { SiteRebuildPort } from '../../functions/_shared/publishing/siteBuild.ts';
import type { BackendDeps } from '../contracts.ts';
import { functionsSourceVersion } from './functionsSourceVersion.ts';
import { nodePublicNetwork } from './nodePublicNetwork.ts';

const projectRoot = join(import.meta.dirname, '../..');

/**
 * The functions' variables, as the platform sets them: the backend's settings under the names a
 * hosted function reads. FUNCTIONS_VERSION is the functions' source as it is now (a hosted project
 * gets it at deploy), so /deployment-sync can tell whether they match the build. The handlers in
 * this process and the Deno entries (denoFunctions.ts) read the same ones.
 */
export function functionVars(deps: BackendDeps): Record<string, string | undefined> {
  return {
    SUPABASE_URL: deps.config.siteUrl,
    SUPABASE_ANON_KEY: deps.config.anonKey,
    EMAIL_API_URL: deps.config.emailApi?.url,
    EMAIL_API_KEY: deps.config.emailApi?.key,
    MAIL_FROM: deps.config.mailFrom,
    SUPABASE_SERVICE_ROLE_KEY: deps.config.serviceRoleKey,
    SITE_URL: deps.config.siteUrl,
    ADMIN_EMAILS: deps.config.adminEmails.join(','),
    RATE_LIMITS: deps.config.rateLimits ? 'on' : 'off',
    NEWSLETTER_CONFIRMATIONS_PER_HOUR: String(deps.config.newsletterConfirmationsPerHour),
    OPERATIONS_RECORD: deps.config.operationsRecord ? 'on' : 'off',
    SIGNAL_FEED_FETCHING: deps.config.signalFeedFetching ? 'on' : 'off',
    FUNCTIONS_VERSION: functionsSourceVersion(join(projectRoot, 'functions')),
    ...deps.config.ai,
  };
}

/**
 * The handlers' environment in this process: the functions' variables; `innerFetch`, through
 * which the handlers' API calls come back into this backend in-process; the public network the
 * safe fetcher reaches addresses through (each connection made to the address it checked); the
 * site's rebuilder when it has one; and where work after an answer goes, so the backend waits for it.
 */
export function createFunctionsEnv(
  deps: BackendDeps,
  innerFetch: (request: Request) => Promise<Response>,
  rebuild?: SiteRebuildPort,
  background?: (work: Promise<unknown>) => void,
): FunctionEnv {
  const env = readEnv(functionVars(deps), (input, init) => innerFetch(new Request(input, init)), deps.mail);
  // The embedded rebuilder stands in for production's deploy hook (functions/site-rebuild).
  return { ...env, network: nodePublicNetwork, ...(rebuild ? { rebuild } : {}), ...(background ? { background } : {}) };
}
