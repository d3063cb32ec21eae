import { readJsonBody } from '../_shared/body.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { tokenBodySchema } from '../_shared/visitor/tokenBody.ts';
import { sha256Hex } from '../_shared/visitor/tokens.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { isOneClickForm, oneClickToken } from './oneClickToken.ts';

/**
 * newsletter-unsubscribe: POST `{ token }` (the unsubscribe page), or the RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click` as a URL-encoded or multipart form, token in the query, no Authorization: verify_jwt is
 * off) → 200 `{ ok: true, status: "unsubscribed" | "already_unsubscribed" }`; 404 for an unknown token.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const token = isOneClickForm(request) ? await oneClickToken(request) : (await readJsonBody(request, tokenBodySchema, 1024)).token;
  const { data, error, status } = await serviceClient(visitorEnv(env)).rpc('newsletter_unsubscribe', {
    p_token_hash: await sha256Hex(token),
  });
  if (error) throw databaseFailure('newsletter_unsubscribe', { error, status });
  if (data === 'unsubscribed' || data === 'already_unsubscribed') return Response.json({ ok: true, status: data });
  throw new FunctionError(
    'not_found',
    'This unsubscribe link is not valid. Please use the link from the newest newsletter mail, or write to us and we will remove your address.',
  );
});
