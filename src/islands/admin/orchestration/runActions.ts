import { callAdminFunction } from '../kit/adminFunctions.ts';
import { checked, fields, flag, jsonObject, listOf, oneOf, orNull, type ShapeOf, text } from '../kit/answerShape.ts';
import { allowance, runSummary } from './runShapes.ts';

/** The workbench as `ai-tools` describes it: each tool's effect and input, each workflow's title, input and tools. */
const tool = fields({ name: text, description: text, effect: oneOf(['read', 'write', 'send']), input: jsonObject });
const workflow = fields({
  name: text,
  title: text,
  description: text,
  input: jsonObject,
  tools: listOf(text),
  startable: flag,
  // The model that answers it, or null: it runs by its own rules.
  model: orNull(text),
});
const catalog = fields({ tools: listOf(tool), workflows: listOf(workflow) });
export type WorkbenchTool = ShapeOf<typeof tool>;
export type Workflow = ShapeOf<typeof workflow>;
export type Catalog = ShapeOf<typeof catalog>;

export const loadCatalog = async (): Promise<Catalog> => checked(catalog, await callAdminFunction('ai-tools'), 'the workflows and tools');

/** Each workflow's title by its name, for lists that hold only the name. */
export const workflowTitles = (catalog: Catalog): ReadonlyMap<string, string> =>
  new Map(catalog.workflows.map((entry) => [entry.name, entry.title]));

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
