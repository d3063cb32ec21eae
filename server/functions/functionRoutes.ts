import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { corsHeaders } from '../../functions/_shared/cors.ts';
import type { FunctionEnv } from '../../functions/_shared/env.ts';
import { errorResponse } from '../../functions/_shared/errors.ts';
import type { Handler } from '../../functions/_shared/serveHandler.ts';
import type { BackendDeps } from '../contracts.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import { platformHeaders } from '../http/platformHeaders.ts';
import { type FunctionSettings, readFunctionsConfig } from './functionsConfig.ts';
import { gatewayAccepts } from './gatewayJwt.ts';

const projectRoot = join(import.meta.dirname, '../..');

/** Where a function's requests go: its handler in this process by default, or its Deno entry. */
export type FunctionHandlers = (name: string, settings: FunctionSettings) => Promise<Handler>;

/** `/functions/v1/<name>`: runs the function's handler, or forwards to its Deno entry, after the gateway's JWT check. */
export function createFunctionRoutes(
  deps: BackendDeps,
  env: FunctionEnv,
  clientAddress: ClientAddress,
  handlerFor: FunctionHandlers = nodeHandlers(),
): Hono {
  const functions = readFunctionsConfig(join(projectRoot, 'supabase/config.toml'));
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
    const handle = await handlerFor(name, settings);
    return handle(withPlatformHeaders(c, platformHeaders(c, clientAddress)), env);
  };
  const app = new Hono();
  app.all('/:name', run);
  app.all('/:name/*', run);
  // `/functions/v1/` without a name is the gateway's to answer, not the site's static handler.
  app.all('*', () => errorResponse('not_found', 'Expected /functions/v1/<name>; no function was named.', corsHeaders));
  return app;
}

/** Each function's handler.ts, imported once at its first request. */
function nodeHandlers(): FunctionHandlers {
  const handlers = new Map<string, Promise<Handler>>();
  return (name) => {
    if (!handlers.has(name)) {
      const url = pathToFileURL(join(projectRoot, 'functions', name, 'handler.ts')).href;
      handlers.set(
        name,
        import(url).then((module: { handle: Handler }) => module.handle),
      );
    }
    return handlers.get(name) as Promise<Handler>;
  };
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
