import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { corsHeaders } from '../../functions/_shared/cors.ts';
import { readEnv, type FunctionEnv } from '../../functions/_shared/env.ts';
import { errorResponse } from '../../functions/_shared/errors.ts';
import type { SiteRebuildPort } from '../../functions/_shared/publishing/siteBuild.ts';
import type { Handler } from '../../functions/_shared/serveHandler.ts';
import type { BackendDeps } from '../contracts.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import { platformHeaders } from '../http/platformHeaders.ts';
import { readFunctionsConfig } from './functionsConfig.ts';
import { functionsSourceVersion } from './functionsSourceVersion.ts';
import { gatewayAccepts } from './gatewayJwt.ts';
import { nodePublicNetwork } from './nodePublicNetwork.ts';

const projectRoot = join(import.meta.dirname, '../..');

/**
 * The functions' environment, as the platform gives it: the backend's settings as the variables a
 * hosted function reads; `innerFetch`, through which the handlers' API calls come back into this
 * backend in-process; the public network the safe fetcher reaches addresses through (each
 * connection made to the address it checked); and the site's rebuilder when it has one.
 * FUNCTIONS_VERSION is the functions' source as it is now (a hosted project gets it at deploy), so
 * /deployment-sync can tell whether they match the build.
 */
export function createFunctionsEnv(
  deps: BackendDeps,
  innerFetch: (request: Request) => Promise<Response>,
  rebuild?: SiteRebuildPort,
): FunctionEnv {
  const env = readEnv(
    {
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
    },
    (input, init) => innerFetch(new Request(input, init)),
    deps.mail,
  );
  // The embedded rebuilder stands in for production's deploy hook (functions/site-rebuild).
  return { ...env, network: nodePublicNetwork, ...(rebuild ? { rebuild } : {}) };
}

/** `/functions/v1/<name>`: runs the same handler the Deno entry serves, after the gateway's JWT check. */
export function createFunctionRoutes(deps: BackendDeps, env: FunctionEnv, clientAddress: ClientAddress): Hono {
  const functions = readFunctionsConfig(join(projectRoot, 'supabase/config.toml'));
  const handlers = new Map<string, Promise<Handler>>();
  const handlerFor = (name: string) => {
    const url = pathToFileURL(join(projectRoot, 'functions', name, 'handler.ts')).href;
    if (!handlers.has(name))
      handlers.set(
        name,
        import(url).then((module: { handle: Handler }) => module.handle),
      );
    return handlers.get(name) as Promise<Handler>;
  };

  const run = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const settings = functions.get(name);
    if (!settings) return errorResponse('not_found', `There is no function named "${name}".`, corsHeaders);
    if (c.req.method !== 'OPTIONS' && settings.verify_jwt && !(await gatewayAccepts(c.req.raw, deps.config.jwtSecret, deps.now))) {
      return errorResponse(
        'not_signed_in',
        'Expected Authorization: Bearer <a valid JWT of this project>; the token was missing, expired or not signed by this project.',
        corsHeaders,
      );
    }
    const handle = await handlerFor(name);
    return handle(withPlatformHeaders(c, platformHeaders(c, clientAddress)), env);
  };
  const app = new Hono();
  app.all('/:name', run);
  app.all('/:name/*', run);
  // `/functions/v1/` without a name is the gateway's to answer, not the site's static handler.
  app.all('*', () => errorResponse('not_found', 'Expected /functions/v1/<name>; no function was named.', corsHeaders));
  return app;
}

/**
 * The request as the platform hands it to a function, with its own headers. The body stream is
 * handed on as it is: copying the Request itself would pipe the body through another stream,
 * about a tenth of what the server spends on an analytics batch.
 */
function withPlatformHeaders(c: Context, headers: Headers): Request {
  const { method, url, body, signal } = c.req.raw;
  return new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
}
