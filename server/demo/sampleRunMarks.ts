/**
 * The demo's runs, once the runner has made them: marked sample with everything they wrote, and
 * moved back to the days the plan gives them. The runner ran them all now, so each run's tree
 * (the run and its child runs), their steps and approvals, the rows their tools made and the
 * leads they triaged are shifted by how far the run's creation lies before its real start.
 */
import type { Database, Queries } from '../db/database.ts';

/** Each run of the sample owner's trees with its shift, read before any run is moved ($1: the owner). */
const trees = `
  select run.id as run_id, top.created_at + interval '2 seconds' - top.started_at as shift
  from public.ai_runs as top
  join public.ai_runs as run on run.id = top.id or run.parent_run_id = top.id
  where top.starter = $1 and top.parent_run_id is null and top.started_at is not null`;

/** The rows a tool of those runs made (`output.id`), or the lead it acted on (`output.lead_id`). */
const made = (tool: string, key: 'id' | 'lead_id') => `
  select (step.output ->> '${key}')::uuid as id, tree.shift
  from (${trees}) as tree
  join public.ai_run_steps as step on step.run_id = tree.run_id
  where step.tool_name = '${tool}' and step.status = 'succeeded'`;

async function markMadeRows(tx: Queries, owner: string): Promise<void> {
  for (const [table, tool] of [
    ['briefs', 'create_brief_draft'],
    ['newsletter_issues', 'create_newsletter_draft'],
    ['tasks', 'add_task'],
  ] as const) {
    await tx.query(
      `update public.${table} as row set is_sample = true, created_at = row.created_at + made.shift
       from (${made(tool, 'id')}) as made where row.id = made.id`,
      [owner],
    );
  }
  await tx.query(
    `update public.leads as lead set triaged_at = lead.triaged_at + made.shift
     from (${made('record_triage', 'lead_id')}) as made where lead.id = made.id`,
    [owner],
  );
  await tx.query(
    `update public.leads as lead set reply_drafted_at = lead.reply_drafted_at + made.shift
     from (${made('draft_reply', 'lead_id')}) as made where lead.id = made.id and lead.reply_drafted_at is not null`,
    [owner],
  );
  // The stamps the triage's tools answered, as the timeline shows them, moved with their leads'.
  for (const [tool, stamp] of [
    ['record_triage', 'triaged_at'],
    ['draft_reply', 'drafted_at'],
  ] as const) {
    await tx.query(
      `update public.ai_run_steps as step set output = jsonb_set(step.output, '{${stamp}}', to_jsonb((step.output ->> '${stamp}')::timestamptz + tree.shift))
       from (${trees}) as tree where step.run_id = tree.run_id and step.tool_name = '${tool}' and step.status = 'succeeded'`,
      [owner],
    );
  }
}

export async function markSampleRuns(db: Database, owner: string): Promise<void> {
  await db.transaction(async (tx) => {
    await markMadeRows(tx, owner);
    await tx.query(
      `update public.ai_run_steps as step set created_at = step.created_at + tree.shift, finished_at = step.finished_at + tree.shift
       from (${trees}) as tree where step.run_id = tree.run_id`,
      [owner],
    );
    await tx.query(
      `update public.ai_run_approvals as approval
       set created_at = approval.created_at + tree.shift, decided_at = approval.decided_at + tree.shift
       from (${trees}) as tree where approval.run_id = tree.run_id`,
      [owner],
    );
    // The runs last: their start is what every shift above was reckoned from.
    await tx.query(
      `update public.ai_runs as run
       set created_at = case when run.parent_run_id is null then run.created_at else run.created_at + tree.shift end,
         started_at = run.started_at + tree.shift, finished_at = run.finished_at + tree.shift
       from (${trees}) as tree where run.id = tree.run_id`,
      [owner],
    );
    await tx.query('update public.ai_runs set is_sample = true where starter = $1', [owner]);
  });
}
