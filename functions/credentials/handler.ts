import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { type CredentialAction, credentialAction } from '../_shared/credentials/credentialActions.ts';
import { createCredential, mintConsoleToken, revokeCredential, rotateCredential } from '../_shared/credentials/manageCredentials.ts';
import { describeMcpTools, readToolSwitches, switchTool } from '../_shared/credentials/mcpToolSwitches.ts';
import { partnerScopes } from '../_shared/credentials/partnerScopes.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { toolScopes } from '../_shared/tools/scopes.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';

/**
 * credentials (admin): the MCP server's tokens and the partner API's keys. GET (or POST
 * `{ action: 'describe' }`) → `{ toolScopes, partnerScopes, tools }` (each tool with whether MCP
 * clients get it now); POST `create` → 201 `{ credential, secret }`, `rotate` → 201 `{ credential,
 * secret, previous }`, `console` → 201 `{ credential, secret, url }` (a ten-minute MCP token for the
 * dashboard's test console), `revoke` → `{ credential }` (409 when revoked already), `switch` →
 * `{ tools }`. A secret is in its answer once and never stored: only its SHA-256 is. The store is
 * written with the service role once the caller is known to be the admin (its only writer; see
 * the decisions). 401 signed out, 403 not the admin, 404 no such key, partner or tool.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  const claims = signedInClaims(request);
  await requireAdmin(createCallerClient(request, env), 'Keys and tokens');
  const action: CredentialAction = request.method === 'GET' ? { action: 'describe' } : await readJsonBody(request, credentialAction);
  const db = serviceClient(visitorEnv(env));
  switch (action.action) {
    case 'describe':
      return Response.json({ toolScopes, partnerScopes, tools: describeMcpTools(await readToolSwitches(db)) });
    case 'create':
      return Response.json(await createCredential(db, action, claims.sub), { status: 201 });
    case 'console':
      return Response.json({ ...(await mintConsoleToken(db, claims.sub)), url: `${env.SUPABASE_URL}/functions/v1/mcp` }, { status: 201 });
    case 'rotate':
      return Response.json(await rotateCredential(db, action.credential, action.overlapHours), { status: 201 });
    case 'revoke':
      return Response.json(await revokeCredential(db, action.credential));
    case 'switch':
      return Response.json(await switchTool(db, action.tool, action.enabled, claims.sub));
  }
});
