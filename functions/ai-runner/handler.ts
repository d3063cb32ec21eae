import { z } from 'zod';
import { readJsonBody } from '../_shared/body.ts';
import { callerClaims } from '../_shared/callerClaims.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { drainRuns } from '../_shared/workbench/drainRuns.ts';

/**
 * ai-runner: POST `{}` with the service role key (production's pg_cron job, every ten seconds)
 * → `{ advanced, finished }`: claims the runs waiting for a runner and advances each by a chunk,
 * within about 20 seconds. 401 without a token, 403 for any caller but the service role.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  if (callerClaims(request).role !== 'service_role') {
    throw new FunctionError('forbidden', 'The AI runner is run by the database’s cron job, with the service role key.');
  }
  await readJsonBody(request, z.strictObject({}), 256);
  return Response.json(await drainRuns(env));
});
