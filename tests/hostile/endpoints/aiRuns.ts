import fc from 'fast-check';
import type { Queries } from '../../../server/db/database.ts';
import type { CorpusContext } from '../context.ts';
import type { Frame } from '../requests.ts';
import { aiRunsShape, seededAsk, seededRun, validStart } from './aiRunsBodies.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/** Stores the run that ai-runs' acts aim at, started by the corpus's admin, as the database owner. */
export async function seedRunsCorpus(db: Queries, adminEmail: string): Promise<void> {
  const { run, step, approval } = seededRun;
  await db.query(
    `insert into public.ai_runs (id, workflow, input, status, starter, finished_at, summary)
     select $1, 'lead-triage', '{"limit": 20}', 'cancelled', id, now(), 'Cancelled by you.' from auth.users where email = $2`,
    [run, adminEmail],
  );
  await db.query(
    `insert into public.ai_run_steps (id, run_id, ordinal, kind, tool_name, label, status, input, idempotency_key)
     values ($1, $2, 0, 'approval', 'send_reply', 'Send the reply to Ada', 'waiting', $3, 'corpus-approval')`,
    [step, run, JSON.stringify(seededAsk)],
  );
  await db.query('insert into public.ai_run_approvals (id, run_id, step_id) values ($1, $2, $3)', [approval, run, step]);
}

/** A case sent with `token`, to be refused: who asks is judged before anything in the body is read. */
const withToken = (context: CorpusContext, frame: Frame, hostile: string, token: string, body: unknown) => ({
  hostile,
  expect: 'refused' as const,
  request: { method: frame.method, path: frame.path, headers: functionHeaders(context, token), body: JSON.stringify(body) },
});

/**
 * ai-runs, the owner's acts on the AI workbench's runs, as the corpus's admin where the run has
 * one, so that every body is read and judged; else as a reader, refused whatever it sends. No
 * case stores a row: a start that would run is tried only by those who may not start one.
 */
export const aiRuns = functionEndpoint('ai-runs', {
  headers: (context) => functionHeaders(context, (context.admin ?? context.user).accessToken),
  valid: 'either',
  shape: () => aiRunsShape,
  more: (context, frame) => [
    fc.constant(withToken(context, frame, 'signed out (the anon key)', context.anonKey, validStart)),
    fc.constant(withToken(context, frame, 'a reader who is not the admin', context.user.accessToken, validStart)),
    ...(context.serviceRoleKey
      ? [fc.constant(withToken(context, frame, 'the service role, for no one', context.serviceRoleKey, validStart))]
      : []),
  ],
});

/**
 * ai-runner, production's cron job's (the service role): with the service role key where the run
 * has it, so its body is judged, and an empty body advances runs (there are none to claim). Every
 * other caller is refused before the body is read.
 */
export const aiRunner = functionEndpoint('ai-runner', {
  headers: (context) => functionHeaders(context, context.serviceRoleKey ?? context.user.accessToken),
  valid: 'either',
  shape: () => ({ valid: fc.constant({}), fields: [], strict: true, maxBytes: 256 }),
  more: (context, frame) => [
    fc
      .constantFrom(
        { hostile: 'signed out (the anon key)', token: context.anonKey },
        { hostile: 'a reader', token: context.user.accessToken },
        { hostile: 'the admin', token: (context.admin ?? context.user).accessToken },
      )
      .map(({ hostile, token }) => withToken(context, frame, hostile, token, {})),
  ],
});
