import type { SupabaseClient } from '@supabase/supabase-js';
import type { MiddlewareHandler } from 'hono';
import { type CredentialCheck, checkCredential } from '../_shared/credentials/checkCredential.ts';
import { rateLimitHeaders, refusalHeaders, refusalMessages } from '../_shared/credentials/keyHeaders.ts';
import type { PartnerScope } from '../_shared/partner-api/operations.ts';
import { recordCall } from '../_shared/credentials/recordCall.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { type ProblemCode, problemResponse, problemStatus } from '../_shared/partner-api/problem.ts';

export const realm = 'partner-api';

type Refused = Exclude<CredentialCheck, { outcome: 'valid' }>;

const refusalCodes: Record<Refused['outcome'], ProblemCode> = {
  missing: 'missing_key',
  malformed: 'invalid_key',
  unknown: 'invalid_key',
  revoked: 'invalid_key',
  expired: 'invalid_key',
  missing_scope: 'missing_scope',
  rate_limited: 'rate_limited',
  quota_exhausted: 'quota_exhausted',
};

/** The code a recorded error carries: the problem code of the status the operation answered. */
const codeOfStatus = (status: number) =>
  (Object.keys(problemStatus) as ProblemCode[]).find((code) => problemStatus[code] === status) ?? `http_${status}`;

function refusal(check: Refused, operationId: string, scope: PartnerScope, siteUrl?: string): Response {
  const detail =
    check.outcome === 'missing_scope'
      ? `${operationId} needs the ${scope} scope; this key has ${check.credential.scopes.join(', ') || 'no scope'}.`
      : refusalMessages[check.outcome];
  return problemResponse(refusalCodes[check.outcome], detail, { headers: refusalHeaders(check, realm), siteUrl });
}

/**
 * The key check of one operation, before its parameters are read: one SQL call checks the key,
 * its scope, this minute's count and the month's quota. Every answer to a known key carries the
 * RateLimit fields and lands in the usage record after the answer; a key that is missing,
 * malformed or unknown is refused with nothing recorded.
 */
export function keyCheck(env: FunctionEnv, db: SupabaseClient, operationId: string, scope: PartnerScope): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const check = await checkCredential(db, c.req.raw, { kind: 'api', scope });
    const record = (status: number, error = status >= 400 ? codeOfStatus(status) : null) => {
      if (!('credential' in check)) return;
      recordCall(env, db, {
        credential: check.credential.id,
        surface: 'api',
        operation: operationId,
        status,
        durationMs: performance.now() - started,
        error,
      });
    };
    if (check.outcome !== 'valid') {
      const response = refusal(check, operationId, scope, env.SITE_URL);
      record(response.status, refusalCodes[check.outcome]);
      return response;
    }
    await next();
    // A new answer rather than a change to the headers of Hono's: the Node server's Response
    // class keeps the headers it was made with, and would drop a change made afterwards.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of rateLimitHeaders(check.rate)) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, headers });
    record(c.res.status);
  };
}
