import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApprovalRow, RunRow, StepRow } from './runRows.ts';
import { must } from './stored.ts';

const runColumns = 'id, workflow, input, status, starter, parent_run_id, mode, created_at, lease_owner';

/**
 * The run store as the runner and the owner's actions use it, with the service role: the tables'
 * only writer. Every write to a run the runner holds names the runner, so a run cancelled or
 * taken over meanwhile is not written by a runner that lost it.
 */
export function runStore(db: SupabaseClient) {
  return {
    async claim(owner: string, limit: number, leaseSeconds: number): Promise<RunRow[]> {
      const answer = await db.rpc('claim_ai_runs', { p_owner: owner, p_limit: limit, p_lease_seconds: leaseSeconds });
      return must('claim_ai_runs', answer) as RunRow[];
    },
    async run(id: string): Promise<RunRow | null> {
      return must('ai_runs', await db.from('ai_runs').select(runColumns).eq('id', id).maybeSingle()) as RunRow | null;
    },
    async insertRun(
      row: Pick<RunRow, 'workflow' | 'input' | 'starter' | 'mode'> & { parent_run_id?: string; model?: string | null },
    ): Promise<RunRow> {
      return must('ai_runs', await db.from('ai_runs').insert(row).select(runColumns).single()) as RunRow;
    },
    async children(parentId: string): Promise<(RunRow & { output: unknown; error: string | null })[]> {
      const answer = await db.from('ai_runs').select(`${runColumns}, output, error`).eq('parent_run_id', parentId).order('created_at');
      return must('ai_runs', answer) as (RunRow & { output: unknown; error: string | null })[];
    },
    /** Extends the lease while the runner still holds the run and it is still running; false once it lost it (cancelled, taken over). */
    async holdLease(runId: string, owner: string, leaseSeconds: number): Promise<boolean> {
      const until = new Date(Date.now() + leaseSeconds * 1000).toISOString();
      const answer = await db
        .from('ai_runs')
        .update({ lease_expires_at: until })
        .eq('id', runId)
        .eq('lease_owner', owner)
        .eq('status', 'running')
        .select('id');
      return (must('ai_runs', answer) as unknown[]).length === 1;
    },
    /** Writes the run's new state and lets go of it, if this runner still holds it. */
    async settle(runId: string, owner: string, patch: Record<string, unknown>): Promise<boolean> {
      const answer = await db
        .from('ai_runs')
        .update({ ...patch, lease_owner: null, lease_expires_at: null })
        .eq('id', runId)
        .eq('lease_owner', owner)
        .eq('status', 'running')
        .select('id');
      return (must('ai_runs', answer) as unknown[]).length === 1;
    },
    async steps(runId: string): Promise<StepRow[]> {
      const answer = await db.from('ai_run_steps').select('*').eq('run_id', runId).order('ordinal').order('attempt');
      return must('ai_run_steps', answer) as StepRow[];
    },
    /** Stores a step as it starts, renewing the lease in the same call; null once this runner lost the run. */
    async beginStep(
      owner: string,
      leaseSeconds: number,
      row: Omit<StepRow, 'id' | 'output' | 'error' | 'input_tokens' | 'output_tokens'>,
    ): Promise<StepRow | null> {
      const answer = await db.rpc('begin_ai_run_step', { p_owner: owner, p_lease_seconds: leaseSeconds, p_step: row });
      return (must('begin_ai_run_step', answer) as StepRow[])[0] ?? null;
    },
    async finishStep(id: string, patch: Partial<StepRow> & { duration_ms?: number }): Promise<void> {
      const done = patch.status === 'succeeded' || patch.status === 'failed';
      const update = { ...patch, ...(done ? { finished_at: new Date().toISOString() } : {}) };
      must('ai_run_steps', await db.from('ai_run_steps').update(update).eq('id', id));
    },
    async approvals(runId: string): Promise<ApprovalRow[]> {
      const answer = await db.from('ai_run_approvals').select('id, run_id, step_id, status, edited_input').eq('run_id', runId);
      return must('ai_run_approvals', answer) as ApprovalRow[];
    },
    async askApproval(runId: string, stepId: string): Promise<void> {
      must('ai_run_approvals', await db.from('ai_run_approvals').insert({ run_id: runId, step_id: stepId }));
    },
    /**
     * Puts a run waiting for the owner back to the runner once nothing is pending. Both the owner's
     * decision and the runner's "now waiting" call it after their own write, so whichever comes
     * second sees the other's, and a run is never left waiting on approvals already decided.
     */
    async resumeIfDecided(runId: string): Promise<void> {
      const pending = await db.from('ai_run_approvals').select('id').eq('run_id', runId).eq('status', 'pending').limit(1);
      if ((must('ai_run_approvals', pending) as unknown[]).length > 0) return;
      const resumed = await db
        .from('ai_runs')
        .update({ status: 'running', summary: 'Resuming after your decision.' })
        .eq('id', runId)
        .eq('status', 'waiting_approval');
      must('ai_runs', resumed);
    },
    async allowedWrites(workflow: string): Promise<Set<string>> {
      const answer = await db.from('ai_tool_allowances').select('tool_name').eq('workflow', workflow);
      return new Set((must('ai_tool_allowances', answer) as { tool_name: string }[]).map((row) => row.tool_name));
    },
  };
}

export type RunStore = ReturnType<typeof runStore>;
