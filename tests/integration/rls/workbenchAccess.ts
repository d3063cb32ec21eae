import { randomUUID } from 'node:crypto';
import type { Queries } from '../../../server/db/database.ts';
import { adminOnly, adminReads, nobody, nobodyReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const seededRun = '00000000-0000-4000-8000-0000000a1001';
const seededStep = '00000000-0000-4000-8000-0000000a1002';
const answeredLead = '00000000-0000-4000-8000-0000000a1003';
const sentKey = 'rls-matrix-reply';
const planted = () => randomUUID();

/** Written by the functions alone (the service role); the admin reads them, nobody writes them through REST. */
const readByAdmin = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: nobody,
  update: nobody,
  delete: nobody,
});

/** The run store, and what writes done under an idempotency key answered (nobody reads it but the tools). */
export const workbenchTableAccess: readonly TableAccess[] = [
  readByAdmin({
    table: 'public.ai_runs',
    seedSql: (ids) =>
      `insert into public.ai_runs (id, workflow, input, starter) values ('${seededRun}', 'brief-from-signals', '{"days": 7}', '${ids.admin}')`,
    newRow: (_actor, ids) => ({ workflow: 'lead-triage', starter: ids.admin }),
    change: { status: 'cancelled', finished_at: '2026-11-30T00:00:00+00:00' },
  }),
  readByAdmin({
    table: 'public.ai_run_steps',
    seedSql: () =>
      `insert into public.ai_run_steps (id, run_id, ordinal, kind, tool_name, status, idempotency_key)
       values ('${seededStep}', '${seededRun}', 0, 'tool_call', 'send_reply', 'waiting', 'rls-seeded-step')`,
    newRow: () => ({ run_id: seededRun, ordinal: 1, kind: 'model_call', idempotency_key: planted() }),
    change: { output: { planted: true } },
  }),
  readByAdmin({
    table: 'public.ai_run_approvals',
    seedSql: () => `insert into public.ai_run_approvals (run_id, step_id) values ('${seededRun}', '${seededStep}')`,
    newRow: () => ({ run_id: seededRun, step_id: seededStep }),
    change: { status: 'approved', decided_at: '2026-11-30T00:00:00+00:00' },
  }),
  readByAdmin({
    // ai-runs' allow act writes it; a write here would let a model skip the owner's word.
    table: 'public.ai_tool_allowances',
    seedSql: (ids) =>
      `insert into public.ai_tool_allowances (workflow, tool_name, allowed_by) values ('lead-triage', 'record_triage', '${ids.admin}')`,
    newRow: (_actor, ids) => ({ workflow: 'brief-from-signals', tool_name: 'create_brief_draft', allowed_by: ids.admin }),
    change: { tool_name: 'send_reply' },
  }),
  {
    table: 'private.tool_writes',
    seedSql: () => `insert into private.tool_writes (idempotency_key, tool, result) values ('rls-seeded-write', 'add_task', '{}')`,
    newRow: () => ({ idempotency_key: planted(), tool: 'add_task', result: {} }),
    change: { result: { planted: true } },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
];

/** A lead to answer, made again before each call: the table checks delete every lead before the functions run. */
const leadToAnswer = (sendKey: string | null) => async (db: Queries) => {
  await db.query(
    `insert into public.leads (id, name, email, reply_send_key) values ($1, 'Ada', 'ada@example.test', $2)
     on conflict (id) do update set reply_send_key = excluded.reply_send_key, reply_sent_at = null`,
    [answeredLead, sendKey],
  );
};

/** A lead whose drafted reply waits for the owner's word, made again before each call. */
const leadWithDraft = async (db: Queries) => {
  await db.query(
    `insert into public.leads (id, name, email, reply_subject, reply_body, reply_drafted_at) values ($1, 'Ada', 'ada@example.test', 'Planted', 'Planted.', now())
     on conflict (id) do update set reply_subject = excluded.reply_subject, reply_body = excluded.reply_body,
       reply_drafted_at = excluded.reply_drafted_at, reply_send_key = null, reply_sent_at = null`,
    [answeredLead],
  );
};

/**
 * The tools' database functions: the admin's own session may call each; everyone else is refused
 * for want of privilege (42501) before anything is read.
 */
const toolFunctions: readonly FunctionAccess[] = [
  { name: 'tool_search_notes', args: () => ({ p_question: 'seeded' }), writes: [], call: adminOnly },
  { name: 'tool_search_site_passages', args: () => ({ p_question: 'advisory' }), writes: [], call: adminOnly },
  { name: 'tool_list_signals', args: () => ({ p_min_strength: 3 }), writes: [], call: adminOnly },
  { name: 'tool_read_brief', args: () => ({ p_brief_id: planted() }), writes: [], call: adminOnly },
  {
    name: 'tool_create_brief_draft',
    args: () => ({ p_title: 'A planted brief', p_body_md: 'Planted.', p_idempotency_key: planted() }),
    writes: ['public.briefs', 'public.brief_items', 'private.tool_writes'],
    call: adminOnly,
  },
  { name: 'tool_list_recent_articles', args: () => ({}), writes: [], call: adminOnly },
  {
    name: 'tool_create_newsletter_draft',
    args: () => ({ p_subject: 'A planted issue', p_preheader: '', p_body_md: 'Planted.', p_idempotency_key: planted() }),
    writes: ['public.newsletter_issues', 'private.tool_writes'],
    call: adminOnly,
  },
  { name: 'tool_read_lead', args: () => ({ p_lead_id: answeredLead }), writes: [], call: adminOnly },
  {
    name: 'tool_add_task',
    args: () => ({ p_title: 'A planted task', p_idempotency_key: planted() }),
    writes: ['public.tasks', 'private.tool_writes'],
    call: adminOnly,
  },
  {
    name: 'tool_draft_reply',
    before: leadToAnswer(null),
    args: () => ({ p_lead_id: answeredLead, p_subject: 'Planted', p_body: 'Planted.', p_idempotency_key: planted() }),
    writes: ['public.leads', 'private.tool_writes'],
    call: adminOnly,
  },
  {
    name: 'tool_begin_reply',
    before: leadToAnswer(null),
    args: () => ({ p_lead_id: answeredLead, p_subject: 'Planted', p_body: 'Planted.', p_idempotency_key: planted() }),
    writes: ['public.leads'],
    call: adminOnly,
  },
  {
    name: 'tool_finish_reply',
    before: leadToAnswer(sentKey),
    args: () => ({ p_lead_id: answeredLead, p_idempotency_key: sentKey }),
    writes: ['public.leads'],
    call: adminOnly,
  },
  { name: 'tool_list_new_leads', before: leadToAnswer(null), args: () => ({ p_limit: 5 }), writes: [], call: adminOnly },
  {
    name: 'tool_record_triage',
    before: leadToAnswer(null),
    args: () => ({ p_lead_id: answeredLead, p_score: 70, p_reason: 'Planted', p_idempotency_key: planted() }),
    writes: ['public.leads', 'private.tool_writes'],
    call: adminOnly,
  },
  {
    name: 'tool_discard_reply',
    before: leadWithDraft,
    args: () => ({ p_lead_id: answeredLead, p_idempotency_key: planted() }),
    writes: ['public.leads', 'private.tool_writes'],
    call: adminOnly,
  },
  // The runner's: only the service role claims runs.
  {
    name: 'claim_ai_runs',
    args: () => ({ p_owner: 'planted', p_limit: 5, p_lease_seconds: 60 }),
    writes: ['public.ai_runs'],
    call: nobody,
  },
  // The runner's: a step stored as it starts, only by the service role.
  {
    name: 'begin_ai_run_step',
    args: () => ({ p_owner: 'planted', p_lease_seconds: 60, p_step: { run_id: '00000000-0000-4000-8000-000000000000' } }),
    writes: ['public.ai_runs', 'public.ai_run_steps'],
    call: nobody,
  },
];

export const workbenchFunctionAccess = toolFunctions.map((access): FunctionAccess => ({ ...access, refusal: '42501' }));

/**
 * The tools' helpers run inside their security-definer functions only, and production's timer is
 * scheduled by the migration's owner: no API role executes them.
 */
export const workbenchPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  user_is_admin: [],
  tool_actor: [],
  begin_tool_write: [],
  earlier_tool_write: [],
  remember_tool_write: [],
  note_passages: [],
  missing_ids: [],
  lead_to_answer: [],
  schedule_ai_runner: [],
  schedule_function_call: [],
};
