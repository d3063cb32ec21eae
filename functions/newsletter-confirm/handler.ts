import { readJsonBody } from '../_shared/body.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { tokenBodySchema } from '../_shared/visitor/tokenBody.ts';
import { sha256Hex } from '../_shared/visitor/tokens.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { confirmLinkValidDays } from '../_shared/visitor/newsletterPolicy.ts';

const secondsPerDay = 24 * 60 * 60;

/**
 * newsletter-confirm: POST `{ token }` → 200 `{ ok: true, status: "confirmed" | "already_confirmed" }`.
 * Only POST: mail scanners fetch links with GET, and that must confirm nothing (405).
 * 404 `not_found` for a token that is unknown, replaced by a newer mail, or expired.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const { token } = await readJsonBody(request, tokenBodySchema, 1024);
  const { data, error, status } = await serviceClient(visitorEnv(env)).rpc('newsletter_confirm', {
    p_token_hash: await sha256Hex(token),
    p_valid_seconds: confirmLinkValidDays * secondsPerDay,
  });
  if (error) throw databaseFailure('newsletter_confirm', { error, status });
  if (data === 'confirmed' || data === 'already_confirmed') return Response.json({ ok: true, status: data });
  if (data === 'expired') {
    throw new FunctionError(
      'not_found',
      `This confirmation link has expired (links work for ${confirmLinkValidDays} days). Please subscribe again to get a new one.`,
    );
  }
  throw new FunctionError(
    'not_found',
    'This confirmation link is not valid: it may have been replaced by a newer mail or the subscription was cancelled. Please subscribe again to get a new one.',
  );
});
