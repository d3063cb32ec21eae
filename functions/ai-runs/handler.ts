import { requireAdmin } from '../_shared/adminCaller.ts';
import { aiPorts } from '../_shared/ai/providers.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { kickRunner } from '../_shared/workbench/kickRunner.ts';
import { actOnRuns, runAction } from '../_shared/workbench/runActions.ts';

/**
 * ai-runs (admin): POST one of
 * - `{ action: 'start', workflow, input }` → 201 `{ run }`: queued, under the model if one is
 *   configured (`agent`), else by the workflow's rules; 400 when the input is invalid, nothing stored;
 * - `{ action: 'decide', approval, decision: 'approve' | 'deny', input? }` → `{ run }`; `input`
 *   is the call as the owner edited it (approve only); 409 when decided already;
 * - `{ action: 'cancel', run }` → `{ run }` (its child runs too); 409 once finished;
 * - `{ action: 'retry', run, step }` → `{ run }`, from the step the run failed at; 409 otherwise;
 * - `{ action: 'allow', workflow, tool, allowed }` → `{ allowances }`: a write tool the
 *   workflow's model may use without asking (sends always ask).
 * Start, decide and retry start the runner at once, after the answer. The run tables are written
 * with the service role, after the caller is known to be the admin (the tables' only writer; see
 * the decisions). 401 signed out, 403 not the admin, 404 no such run, approval or workflow.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const claims = signedInClaims(request);
  await requireAdmin(createCallerClient(request, env), 'The AI workbench');
  const action = await readJsonBody(request, runAction, 64 * 1024);
  const chat = aiPorts(env).chat;
  const mode = chat ? { mode: 'agent' as const, model: chat.label } : { mode: 'rules' as const, model: null };
  const answer = await actOnRuns(serviceClient(visitorEnv(env)), action, claims.sub, mode);
  if (action.action === 'start' || action.action === 'decide' || action.action === 'retry') kickRunner(env);
  return Response.json(answer, { status: action.action === 'start' ? 201 : 200 });
});
