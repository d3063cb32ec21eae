import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { listOf } from '../kit/answerShape.ts';
import { answered, rowById } from '../kit/rowQueries.ts';
import { type Approval, approval, allowance, run, type RunSummary, runSummary, step, stepColumns } from './runShapes.ts';

/** The most runs a list holds: the newest, which is what a person watching runs looks at. */
const listed = 500;

/** The newest runs started by hand (no parent), of one workflow when named. */
export async function loadRuns(workflow?: string): Promise<RunSummary[]> {
  let query = (await getSupabase()).from('ai_runs').select(runSummary.columns).is('parent_run_id', null);
  if (workflow) query = query.eq('workflow', workflow);
  return answered(await query.order('created_at', { ascending: false }).limit(listed), listOf(runSummary), 'the runs');
}

/** These runs as they stand now (those still going, asked again while a page watches them). */
export async function runsByIds(ids: readonly string[]): Promise<RunSummary[]> {
  if (ids.length === 0) return [];
  const client = await getSupabase();
  return answered(
    await client
      .from('ai_runs')
      .select(runSummary.columns)
      .in('id', [...ids]),
    listOf(runSummary),
    'the runs',
  );
}

/** Runs started by hand after `createdAt`, in another tab or by another page, newest first. */
export async function runsAfter(createdAt: string, workflow?: string): Promise<RunSummary[]> {
  let query = (await getSupabase()).from('ai_runs').select(runSummary.columns).is('parent_run_id', null).gt('created_at', createdAt);
  if (workflow) query = query.eq('workflow', workflow);
  return answered(await query.order('created_at', { ascending: false }), listOf(runSummary), 'the new runs');
}

/** Every attempt of every step of these runs, in order; or these steps by their ids. */
export async function stepsOf(ids: readonly string[], by: 'run_id' | 'id' = 'run_id') {
  if (ids.length === 0) return [];
  const client = await getSupabase();
  const result = await client
    .from('ai_run_steps')
    .select(stepColumns)
    .in(by, [...ids])
    .order('ordinal', { ascending: true })
    .order('attempt', { ascending: true });
  return answered(result, listOf(step), 'the steps');
}

/** The approvals of these runs (pending, given or refused), or every pending one across runs. */
export async function approvalsWhere(filter: { runs: readonly string[] } | { pending: true }): Promise<Approval[]> {
  const query = (await getSupabase()).from('ai_run_approvals').select(approval.columns);
  const where = 'runs' in filter ? query.in('run_id', [...filter.runs]) : query.eq('status', 'pending');
  return answered(await where.order('created_at', { ascending: true }).limit(200), listOf(approval), 'the approvals');
}

/** One run opened: the run, its steps and its approvals; null when there is no such run. */
export async function loadRunDetail(id: string) {
  const found = await rowById('ai_runs', run.columns, id, run, 'the run');
  if (!found) return null;
  const [steps, approvals] = await Promise.all([stepsOf([id]), approvalsWhere({ runs: [id] })]);
  return { run: found, steps, approvals };
}
export type RunDetail = NonNullable<Awaited<ReturnType<typeof loadRunDetail>>>;

/** The write tools each workflow's model may use without asking. */
export async function loadAllowances() {
  const result = await (await getSupabase()).from('ai_tool_allowances').select(allowance.columns);
  return answered(result, listOf(allowance), 'the tools allowed without asking');
}
