/**
 * The demo's runs (sampleRunPlan.ts), made by the real runner on the sample data just seeded, as
 * the owner's Run and approvals would make them: a sample account, the sample owner, starts them
 * and is the administrator only while they run (the tools act for an administrator alone). The
 * demo answers the approvals its plan says, and a database outage, as the REST API reports one,
 * fails the one run meant to fail. Then everything the runs wrote is marked sample and moved back
 * to its day (sampleRunMarks.ts). The owner who later approves or retries a sample run takes it
 * over (adoptSampleRun), so its next steps act for them.
 */
import type { FunctionEnv } from '../../functions/_shared/env.ts';
import type { Database } from '../db/database.ts';
import { driveSampleRuns, type Planned } from './driveSampleRuns.ts';
import { sampleModelLabel } from './sampleModel.ts';
import { markSampleRuns } from './sampleRunMarks.ts';
import { sampleRunPlan } from './sampleRunPlan.ts';

const sampleOwnerEmail = 'sample-owner@example.com';

async function insertSampleOwner(db: Database, now: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, '{"provider": "email", "providers": ["email"], "sample": true}', $2, $2)
     returning id`,
    [sampleOwnerEmail, new Date(now - 14 * 86_400_000).toISOString()],
  );
  return (rows[0] as { id: string }).id;
}

async function insertPlannedRuns(db: Database, owner: string, now: number): Promise<Planned[]> {
  const planned = sampleRunPlan.map((run) => ({
    workflow: run.workflow,
    input: run.input,
    mode: run.mode,
    model: run.mode === 'agent' ? sampleModelLabel : null,
    created_at: new Date(now - run.hoursAgo * 3_600_000).toISOString(),
  }));
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `insert into public.ai_runs (workflow, input, mode, model, created_at, starter, summary, is_sample)
     select r.workflow, r.input, r.mode, r.model, r.created_at, $2, 'Queued.', true
     from jsonb_to_recordset($1::jsonb) as r(workflow text, input jsonb, mode text, model text, created_at timestamptz)
     returning id, created_at`,
    [JSON.stringify(planned), owner],
  );
  // Each planned run is made at its own moment, which names its row.
  return sampleRunPlan.map((run, index) => {
    const moment = Date.parse(planned[index]?.created_at ?? '');
    const row = rows.find((made) => new Date(made.created_at).getTime() === moment);
    if (!row) throw new Error(`The sample ${run.workflow} run was not stored.`);
    return { ...run, id: row.id };
  });
}

/** Makes the planned runs; answers how many runs (child runs included) the demo holds. */
export async function seedSampleRuns(db: Database, env: FunctionEnv, now: number): Promise<number> {
  const owner = await insertSampleOwner(db, now);
  const listed = await db.query('insert into private.admin_emails (email) values ($1) on conflict do nothing returning email', [
    sampleOwnerEmail,
  ]);
  try {
    await driveSampleRuns(db, env, owner, await insertPlannedRuns(db, owner, now));
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from public.ai_runs where starter = $1', [owner]);
    return (rows[0] as { count: number }).count;
  } finally {
    if (listed.rows.length > 0) await db.query('delete from private.admin_emails where email = $1', [sampleOwnerEmail]);
    await markSampleRuns(db, owner);
  }
}
