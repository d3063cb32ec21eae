import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { FunctionError } from '../errors.ts';
import { describeIssues } from '../http/requestBody.ts';
import { toolNamed } from '../tools/registry.ts';
import { runStore } from './runStore.ts';
import { adoptSampleRun } from './sampleRunAdoption.ts';
import { must } from './stored.ts';
import { workflowNamed } from './workflows/index.ts';

const id = (what: string) => z.uuid({ error: `expected the ${what}’s id (a UUID)` });

export const runAction = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('start'), workflow: z.string().max(63), input: z.record(z.string(), z.unknown()).default({}) }),
  z.strictObject({
    action: z.literal('decide'),
    approval: id('approval'),
    decision: z.enum(['approve', 'deny']),
    input: z.record(z.string(), z.unknown()).optional(),
  }),
  z.strictObject({ action: z.literal('cancel'), run: id('run') }),
  z.strictObject({ action: z.literal('retry'), run: id('run'), step: id('step') }),
  z.strictObject({ action: z.literal('allow'), workflow: z.string().max(63), tool: z.string().max(63), allowed: z.boolean() }),
]);
export type RunAction = z.infer<typeof runAction>;

const runColumns = '*';

async function readRun(db: SupabaseClient, runId: string) {
  const run = must<{ id: string; status: string; workflow: string } | null>(
    'ai_runs',
    await db.from('ai_runs').select(runColumns).eq('id', runId).maybeSingle(),
  );
  if (!run) throw new FunctionError('not_found', `There is no run ${runId}.`);
  return run;
}

/**
 * The owner's acts on runs, done with the service role after the function checked the caller is
 * the admin. Each changes one row under a condition on its state, so two tabs pressing at once
 * do it once and the second hears 409. What needs the runner leaves the run claimable; the
 * function then starts the runner at once.
 */
export async function actOnRuns(
  db: SupabaseClient,
  action: RunAction,
  starter: string,
  mode: { mode: 'rules' | 'agent'; model: string | null },
) {
  switch (action.action) {
    case 'start': {
      const workflow = workflowNamed(action.workflow);
      if (!workflow?.startable) throw new FunctionError('not_found', `There is no workflow named ${action.workflow} to start.`);
      const input = workflow.input.safeParse(action.input);
      if (!input.success)
        throw new FunctionError('validation_failed', `The input of ${workflow.title} is invalid: ${describeIssues(input.error.issues)}.`);
      const row = { workflow: workflow.name, input: input.data, starter, ...mode, summary: 'Queued.' };
      return { run: must('ai_runs', await db.from('ai_runs').insert(row).select(runColumns).single()) };
    }
    case 'decide':
      return decide(db, action, starter);
    case 'cancel': {
      await readRun(db, action.run);
      const patch = {
        status: 'cancelled',
        finished_at: new Date().toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        summary: 'Cancelled by you.',
      };
      const updated = must<unknown[]>(
        'ai_runs',
        await db
          .from('ai_runs')
          .update(patch)
          .eq('id', action.run)
          .in('status', ['queued', 'running', 'waiting_approval'])
          .select(runColumns),
      );
      if (updated.length === 0) throw new FunctionError('conflict', 'This run has finished already.');
      // Its children stop with it.
      must(
        'ai_runs',
        await db.from('ai_runs').update(patch).eq('parent_run_id', action.run).in('status', ['queued', 'running', 'waiting_approval']),
      );
      return { run: updated[0] };
    }
    case 'retry':
      return retry(db, action.run, action.step, starter);
    case 'allow':
      return allow(db, action, starter);
  }
}

async function decide(db: SupabaseClient, action: Extract<RunAction, { action: 'decide' }>, admin: string) {
  const approval = must<{ id: string; run_id: string; step_id: string; status: string } | null>(
    'ai_run_approvals',
    await db.from('ai_run_approvals').select('id, run_id, step_id, status').eq('id', action.approval).maybeSingle(),
  );
  if (!approval) throw new FunctionError('not_found', `There is no approval ${action.approval}.`);
  if (action.decision === 'deny' && action.input) throw new FunctionError('validation_failed', 'A denied call takes no input.');
  let edited: Record<string, unknown> | null = null;
  if (action.input) {
    const step = must<{ tool_name: string; input: { input?: Record<string, unknown> } }>(
      'ai_run_steps',
      await db.from('ai_run_steps').select('tool_name, input').eq('id', approval.step_id).single(),
    );
    const moved = movedIds(step.input.input ?? {}, action.input);
    if (moved.length > 0) {
      throw new FunctionError(
        'validation_failed',
        `An approval may change what a call says, not whom it acts on: ${moved.join(', ')} must stay as asked.`,
      );
    }
    const checked = toolNamed(step.tool_name)?.input.safeParse(action.input);
    if (!checked?.success)
      throw new FunctionError(
        'validation_failed',
        `The edited input is invalid: ${checked ? describeIssues(checked.error.issues) : 'unknown tool'}.`,
      );
    edited = action.input;
  }
  if (finished.has((await readRun(db, approval.run_id)).status)) {
    throw new FunctionError('conflict', 'This run has finished: nothing would act on this decision.');
  }
  // Before the decision, so the runner never takes the run up for the sample owner.
  await adoptSampleRun(db, approval.run_id, admin);
  const decided = {
    status: action.decision === 'approve' ? 'approved' : 'denied',
    edited_input: edited,
    decided_by: admin,
    decided_at: new Date().toISOString(),
  };
  const updated = must<unknown[]>(
    'ai_run_approvals',
    await db.from('ai_run_approvals').update(decided).eq('id', approval.id).eq('status', 'pending').select('id'),
  );
  if (updated.length === 0) throw new FunctionError('conflict', 'This call was decided already.');
  await runStore(db).resumeIfDecided(approval.run_id);
  return { run: await readRun(db, approval.run_id) };
}

const finished = new Set(['succeeded', 'failed', 'cancelled']);

/** The ids (`*_id`, `*_ids`) an edit changed: the call's subject stays the one the run asked about. */
function movedIds(asked: Record<string, unknown>, edited: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(asked), ...Object.keys(edited)].filter((key) => /_ids?$/.test(key)));
  return [...keys].filter((key) => JSON.stringify(asked[key] ?? null) !== JSON.stringify(edited[key] ?? null));
}

async function retry(db: SupabaseClient, runId: string, stepId: string, admin: string) {
  const run = await readRun(db, runId);
  const step = must<{ id: string; status: string } | null>(
    'ai_run_steps',
    await db.from('ai_run_steps').select('id, status').eq('id', stepId).eq('run_id', runId).maybeSingle(),
  );
  if (!step) throw new FunctionError('not_found', `The run has no step ${stepId}.`);
  if (run.status !== 'failed' || step.status !== 'failed')
    throw new FunctionError('conflict', 'Only the step a run failed at can be retried.');
  // Before the run is put back, so the runner never takes it up for the sample owner.
  await adoptSampleRun(db, runId, admin);
  const patch = { status: 'running', finished_at: null, error: null, summary: 'Retrying from the failed step.' };
  const updated = must<unknown[]>(
    'ai_runs',
    await db.from('ai_runs').update(patch).eq('id', runId).eq('status', 'failed').select(runColumns),
  );
  if (updated.length === 0) throw new FunctionError('conflict', 'This run is no longer failed.');
  return { run: updated[0] };
}

async function allow(db: SupabaseClient, action: Extract<RunAction, { action: 'allow' }>, owner: string) {
  const workflow = workflowNamed(action.workflow);
  if (!workflow) throw new FunctionError('not_found', `There is no workflow named ${action.workflow}.`);
  const tool = workflow.tools.find((offered) => offered.name === action.tool);
  if (tool?.effect !== 'write')
    throw new FunctionError(
      'validation_failed',
      `${action.tool} is not a write tool of ${workflow.title}: only writes can be allowed; sends always ask.`,
    );
  const rows = db.from('ai_tool_allowances');
  if (action.allowed) must('ai_tool_allowances', await rows.upsert({ workflow: workflow.name, tool_name: tool.name, allowed_by: owner }));
  else must('ai_tool_allowances', await rows.delete().eq('workflow', workflow.name).eq('tool_name', tool.name));
  return {
    allowances: must(
      'ai_tool_allowances',
      await db.from('ai_tool_allowances').select('workflow, tool_name, created_at').eq('workflow', workflow.name),
    ),
  };
}
