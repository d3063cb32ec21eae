/**
 * Hosted Supabase's gateway refuses requests without a project API key (the `apikey` header or
 * query parameter) before they reach Auth; /verify stays open because people reach it by
 * clicking a link in a mail. The same rule here keeps local behaviour identical.
 */
import type { MiddlewareHandler } from 'hono';
import type { BackendConfig } from '../contracts.ts';
import { AuthFailure } from './errors.ts';

/** Matched on the path's end, since the routes are mounted under /auth/v1 by the backend. */
const openPath = /\/verify\/?$/;

export function requireApiKey(config: BackendConfig): MiddlewareHandler {
  const accepted = new Set([config.anonKey, config.serviceRoleKey]);
  return async (context, next) => {
    if (openPath.test(context.req.path)) return next();
    const key = context.req.header('apikey') ?? context.req.query('apikey');
    if (!key) throw new AuthFailure(401, 'no_api_key', 'No API key found in request. Send the project API key in the apikey header.');
    if (!accepted.has(key)) throw new AuthFailure(401, 'invalid_api_key', 'Invalid API key');
    return next();
  };
}
