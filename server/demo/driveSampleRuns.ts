/**
 * The real runner over the demo's planned runs: drained with the demo's scripted model and its
 * outage, the approvals answered as the plan says (through the owner's own act, `decide`), drained
 * again, then each run checked to have ended as planned.
 */
import type { FunctionEnv } from '../../functions/_shared/env.ts';
import { serviceClient } from '../../functions/_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../../functions/_shared/visitor/visitorEnv.ts';
import { drainRuns } from '../../functions/_shared/workbench/drainRuns.ts';
import { actOnRuns } from '../../functions/_shared/workbench/runActions.ts';
import type { Database } from '../db/database.ts';
import { sampleModelPrices, sampleNewsletterModel } from './sampleModel.ts';
import { withOutage } from './sampleOutage.ts';
import { fateStatus, type PlannedRun } from './sampleRunPlan.ts';

export type Planned = PlannedRun & { id: string };

/** Drains until none of the owner's runs is left for a runner (a drain stops at its time budget). */
async function drainAll(db: Database, owner: string, drain: () => Promise<unknown>): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await drain();
    const { rows } = await db.query(`select 1 from public.ai_runs where starter = $1 and status in ('queued', 'running') limit 1`, [owner]);
    if (rows.length === 0) return;
  }
}

export async function driveSampleRuns(db: Database, env: FunctionEnv, owner: string, runs: readonly Planned[]): Promise<void> {
  const visitor = visitorEnv(env);
  const outages = runs.flatMap((run) => (run.failingTool ? [{ runId: run.id, tool: run.failingTool }] : []));
  const tools = { db: serviceClient(visitorEnv(withOutage(env, outages))), mail: visitor.mail };
  const chat = sampleNewsletterModel(visitor.siteUrl);
  // The demo's model is no provider: its turns take nothing from the AI quotas.
  const drain = () =>
    drainRuns(env, { adjust: (deps) => ({ ...deps, chat, prices: sampleModelPrices, takeModelCall: async () => null, tools }) });
  await drainAll(db, owner, drain);
  for (const run of runs) {
    if (run.fate !== 'deny' && run.fate !== 'approve') continue;
    const pending = await db.query<{ id: string }>(`select id from public.ai_run_approvals where run_id = $1 and status = 'pending'`, [
      run.id,
    ]);
    for (const { id } of pending.rows) {
      const act = { action: 'decide' as const, approval: id, decision: run.fate };
      await actOnRuns(serviceClient(visitor), act, owner, { mode: 'rules', model: null });
    }
  }
  await drainAll(db, owner, drain);
  const { rows } = await db.query<{ id: string; status: string; summary: string }>(
    'select id, status, summary from public.ai_runs where starter = $1',
    [owner],
  );
  for (const run of runs) {
    const stored = rows.find((row) => row.id === run.id);
    if (stored?.status !== fateStatus[run.fate])
      throw new Error(
        `The sample ${run.workflow} run ended ${stored?.status ?? 'missing'}, not ${fateStatus[run.fate]}: ${stored?.summary}`,
      );
  }
}
