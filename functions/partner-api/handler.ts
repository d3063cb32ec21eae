import type { OpenAPIHono } from '@hono/zod-openapi';
import type { FunctionEnv } from '../_shared/env.ts';
import type { Handler } from '../_shared/serveHandler.ts';
import { problemResponse } from '../_shared/partner-api/problem.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { keyCheck } from './keyCheck.ts';
import { partnerApp } from './partnerApp.ts';

/** No operation reads a body; one this large is refused before anything else. */
export const maxBodyBytes = 1024;
const anyMethod = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The request with the path after the function's name: `/functions/v1/partner-api/v1/…` (or `/partner-api/v1/…` on Supabase) → `/v1/…`. */
function apiRequest(request: Request, url: URL): Request {
  const at = url.pathname.indexOf('/partner-api');
  url.pathname = at === -1 ? url.pathname : url.pathname.slice(at + '/partner-api'.length) || '/';
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/** Whether the address names a key (a key's prefix, or a parameter called like one): refused outright, since addresses are logged. */
function queryCarriesSecret(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (/^(access_token|api_key|apikey|key|token)$/i.test(name) || /^sp_(mcp|api)_/.test(value)) return true;
  }
  return false;
}

/**
 * The handler with its key check given: the function's own is `handle`; the benchmark builds one
 * whose check lets every call through, to measure what the check costs.
 */
export function partnerApiHandler(check: typeof keyCheck): Handler {
  const apps = new WeakMap<FunctionEnv, OpenAPIHono>();
  return serveHandler(anyMethod, async (request, env) => {
    const url = new URL(request.url);
    const siteUrl = env.SITE_URL;
    if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) {
      const declared = request.headers.get('content-length');
      return problemResponse(
        'payload_too_large',
        `No operation reads a body; this one declares ${declared} bytes (at most ${maxBodyBytes}).`,
        { siteUrl },
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return problemResponse('method_not_allowed', `Every operation is a GET; received ${request.method}.`, {
        headers: { Allow: 'GET' },
        siteUrl,
      });
    }
    if (queryCarriesSecret(url)) {
      const detail = 'Send the key in the Authorization header, never in the address: addresses are logged. Revoke a key sent this way.';
      return problemResponse('invalid_request', detail, { siteUrl });
    }
    let app = apps.get(env);
    if (!app) {
      app = partnerApp(env, check);
      apps.set(env, app);
    }
    // Copied, so that the headers set after it (CORS) stay: the Node server's Response class keeps
    // the headers a response was made with.
    const answer = await app.fetch(apiRequest(request, url));
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
}

/**
 * partner-api (`verify_jwt = false`: partners send their own keys, not this project's JWTs): the
 * data the owner shares, read-only, under `/v1` (partnerApp.ts), with its OpenAPI document at
 * `/v1/openapi.json`. Every error is an RFC 9457 problem document; a key in the query string is
 * refused outright, since addresses land in logs.
 */
export const handle = partnerApiHandler(keyCheck);
