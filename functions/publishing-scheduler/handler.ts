import { z } from 'zod';
import { readJsonBody } from '../_shared/body.ts';
import { callerClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { requestSiteBuild } from '../_shared/publishing/deployHook.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { sendDeferredConfirmations } from '../_shared/visitor/deferredConfirmations.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';

interface PublishedPiece {
  kind: 'article' | 'episode';
  id: string;
  slug: string;
}

/**
 * publishing-scheduler: POST `{}` with the service role key (production's pg_cron job, every
 * minute) → `{ published: [{kind, id, slug}], build, confirmations: {sent, failed} }`: publishes
 * the articles and episodes whose time has come (`public.publish_due_pieces()`, which only the
 * service role may run) and, when any was, asks for a rebuild of the site (the deploy hook);
 * `build` is null when nothing was due. Then it mails the newsletter confirmations that the
 * hourly cap held back, as far as this hour's cap allows. 401 without a token, 403 for any caller
 * but the service role. Newsletter issues are never published here: sending one is the owner's
 * explicit act.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  if (callerClaims(request).role !== 'service_role') {
    throw new FunctionError('forbidden', 'The publishing scheduler is run by the database’s cron job, with the service role key.');
  }
  await readJsonBody(request, z.strictObject({}), 256);
  // The caller's own token: the function's grant, not this check, decides who may publish.
  const caller = createCallerClient(request, env);
  const { data, error, status } = await caller.rpc('publish_due_pieces');
  if (error) throw databaseFailure('publish_due_pieces', { error, status });
  const published = (data ?? []) as PublishedPiece[];
  const build = published.length > 0 ? await requestSiteBuild(env, () => caller) : null;
  const confirmations = await sendDeferredConfirmations(visitorEnv(env));
  return Response.json({ published, build, confirmations });
});
