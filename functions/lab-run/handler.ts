import { requireAdmin } from '../_shared/adminCaller.ts';
import { readModelPrices } from '../_shared/ai/modelPrices.ts';
import { chatPortFor } from '../_shared/ai/providers.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { answerBySiteGuide } from './guideColumn.ts';
import { readColumn } from './labColumn.ts';
import { labSetup } from './labSetup.ts';
import { answerByModel } from './modelColumn.ts';
import { labRunBodySchema } from './schema.ts';

/** Said when a model column is run where no chat model is configured: what to set, and what works meanwhile. */
export const noModelMessage =
  'No chat model is configured (AI_CHAT_PROVIDER and AI_CHAT_MODEL on the server), so model columns cannot run; the site guide column works without one.';

/**
 * lab-run (admin): GET → what the lab can run (the chat provider and its model, or null, and the
 * models the price table names); POST `{ version_id, position }` → that column of a saved lab
 * version answered as Server-Sent Events (labEvents.ts), by a model of the configured chat provider
 * or by the site guide, and kept with the version. A model column is one call against the AI quotas
 * and one run in the run store. 401 signed out, 403 not the admin, 404 no such column, 409 when it
 * has run, 400 when a variable has no value, 501 for a model column with no model configured,
 * 429 past the quotas, 503 when the provider cannot answer (the column can be tried again).
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  const claims = signedInClaims(request);
  const client = createCallerClient(request, env);
  if (request.method === 'GET') {
    await requireAdmin(client, 'The lab');
    return Response.json(labSetup(env));
  }
  const body = await readJsonBody(request, labRunBodySchema);
  await requireAdmin(client, 'The lab');
  const column = await readColumn(client, body);
  if (column.model === null) return answerBySiteGuide(client, column);
  const chat = chatPortFor(env, column.model);
  if (!chat) throw new FunctionError('not_available', noModelMessage);
  const refused = await providerQuotaExceeded(env, claims.sub, 'chat');
  if (refused) return refused;
  const context = {
    client,
    runs: serviceClient(visitorEnv(env)),
    starter: claims.sub,
    prices: readModelPrices(env.AI_MODEL_PRICES).prices,
    request,
  };
  return answerByModel(context, { ...column, model: column.model }, chat);
});
