import { checkCredential } from '../_shared/credentials/checkCredential.ts';
import { refusalHeaders, refusalMessages } from '../_shared/credentials/keyHeaders.ts';
import { recordCall } from '../_shared/credentials/recordCall.ts';
import { errorResponse, FunctionError } from '../_shared/errors.ts';
import { mcpExchange, mcpRealm } from '../_shared/mcp/mcpExchange.ts';
import { codeOfStatus } from '../_shared/operations/operationsRecord.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';

/**
 * mcp: the Model Context Protocol server for the owner's own AI clients. POST one JSON-RPC message
 * (Streamable HTTP, no sessions, JSON answers) with `Authorization: Bearer sp_mcp_…`, a token from
 * the credential store; a token in the query string is refused and never read. 401 with
 * `WWW-Authenticate` without a valid token, 429 with `Retry-After` past its rate. The tools are the
 * registry's that the token's scopes and the owner's switches allow, run for the token's owner;
 * the resources are the site's pages and the published pieces. The service role reads the store
 * and runs the tools because a token is not a session: the tools' SQL asks again whether the
 * token's owner is the admin. Every message of a known token lands in its usage record, after the answer.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  if (new URL(request.url).search !== '') {
    throw new FunctionError(
      'validation_failed',
      'The MCP server takes no query string: send the token in an Authorization header ("Authorization: Bearer <token>"), never in the address.',
    );
  }
  const started = performance.now();
  const visitor = visitorEnv(env);
  const db = serviceClient(visitor);
  const check = await checkCredential(db, request, { kind: 'mcp' });
  if (!('credential' in check)) return errorResponse('not_signed_in', refusalMessages[check.outcome], refusalHeaders(check, mcpRealm));
  const { response, operation, failure } = await mcpExchange(request, check, { db, siteUrl: visitor.siteUrl });
  recordCall(env, db, {
    credential: check.credential.id,
    surface: 'mcp',
    operation,
    status: failure?.status ?? response.status,
    durationMs: performance.now() - started,
    error: failure?.code ?? codeOfStatus(response.status),
  });
  return response;
});
