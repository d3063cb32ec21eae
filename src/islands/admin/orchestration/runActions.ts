import { callAdminFunction } from '../kit/adminFunctions.ts';
import { checked, fields, listOf } from '../kit/answerShape.ts';
import { allowance, runSummary } from './runShapes.ts';

const answeredRun = fields({ run: runSummary });
const runCall = async (body: object, what: string) => checked(answeredRun, await callAdminFunction('ai-runs', body), what).run;

/** Starts a workflow; the runner takes it at once, and the page watches it. A 400 says what is wrong with the input. */
export const startRun = (name: string, input: Record<string, unknown>) =>
  runCall({ action: 'start', workflow: name, input }, 'the run started');

/** Approves (with the tool's input as the owner edited it, when they did) or denies what a step waits for. */
export const decideApproval = (id: string, decision: 'approve' | 'deny', input?: Record<string, unknown>) =>
  runCall({ action: 'decide', approval: id, decision, ...(input ? { input } : {}) }, 'the run decided');

export const cancelRun = (id: string) => runCall({ action: 'cancel', run: id }, 'the run cancelled');

/** Runs a failed run again from its failed step, keeping every step before it. */
export const retryFromStep = (runId: string, stepId: string) => runCall({ action: 'retry', run: runId, step: stepId }, 'the run retried');

/** Lets a workflow's model use a write tool without asking, or stops it; answers that workflow's allowances now held. */
export async function allowTool(name: string, toolName: string, allowed: boolean) {
  const answer = await callAdminFunction('ai-runs', { action: 'allow', workflow: name, tool: toolName, allowed });
  return checked(fields({ allowances: listOf(allowance) }), answer, 'the tools allowed').allowances;
}
