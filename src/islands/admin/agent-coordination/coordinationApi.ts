import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { listOf } from '../kit/answerShape.ts';
import { answered, rowById } from '../kit/rowQueries.ts';
import { rollUp, type RolledUp } from '../orchestration/runFigures.ts';
import { type Run, run } from '../orchestration/runShapes.ts';
import { approvalsWhere, stepsOf } from '../orchestration/runsApi.ts';
import { runTree, treeRuns } from './runTree.ts';

/** The workflow that splits a job between a researcher, writers and reviewers, each a child run. */
export const coordinatorWorkflow = 'coordinated-piece';

/** How deep a tree of runs is read: a coordinator, its agents, and theirs should one ever hand work on. */
const deepest = 4;
/** The newest coordinator runs listed, each with its agents' figures rolled up. */
const listed = 100;

/** Every run under these, level by level. */
async function descendantsOf(ids: readonly string[]): Promise<Run[]> {
  const client = await getSupabase();
  const found: Run[] = [];
  let level = [...ids];
  for (let depth = 0; depth < deepest && level.length > 0; depth++) {
    const result = await client.from('ai_runs').select(run.columns).in('parent_run_id', level).order('created_at', { ascending: true });
    const children = answered(result, listOf(run), 'the agents’ runs');
    found.push(...children);
    level = children.map((child) => child.id);
  }
  return found;
}

/** A coordinator run in the list: the job it was given, and the tokens and cost of it and its agents together. */
export interface CoordinatorRow extends Run {
  job: string;
  tree: RolledUp;
}

export async function loadCoordinatorRuns(): Promise<CoordinatorRow[]> {
  const client = await getSupabase();
  const result = await client
    .from('ai_runs')
    .select(run.columns)
    .eq('workflow', coordinatorWorkflow)
    .is('parent_run_id', null)
    .order('created_at', { ascending: false })
    .limit(listed);
  const roots = answered(result, listOf(run), 'the coordinated runs');
  const family = await descendantsOf(roots.map((root) => root.id));
  return roots.map((root) => ({
    ...root,
    job: typeof root.input.job === 'string' ? root.input.job : '',
    tree: rollUp(treeRuns(runTree(root, family, []))),
  }));
}

/** One coordinator run opened: its tree of runs, every step and approval in it; null when there is no such run. */
export async function loadCoordination(id: string) {
  const root = await rowById('ai_runs', run.columns, id, run, 'the run');
  if (!root) return null;
  const family = await descendantsOf([id]);
  const ids = [id, ...family.map((member) => member.id)];
  const [steps, approvals] = await Promise.all([stepsOf(ids), approvalsWhere({ runs: ids })]);
  return { tree: runTree(root, family, steps), steps, approvals };
}
export type Coordination = NonNullable<Awaited<ReturnType<typeof loadCoordination>>>;
