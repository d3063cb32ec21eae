/**
 * `npm run bench:ai-runner`: how many queued runs of Brief from signals (by its rules, no model)
 * the AI runner drains per second on the embedded backend, with one runner and with four side by
 * side, and how long one claim (`claim_ai_runs`) takes meanwhile. The backend is a throwaway one
 * (PGlite in memory) holding 30 signals and 300 notes; the runners are the runner's own code,
 * `drainRuns`, called as the backend's timer calls it: in this process, its REST calls answered
 * by the backend in-process (production's cron calls the same code through ai-runner, with
 * PostgREST over the network). Each claim is timed at that REST boundary, and every REST call
 * counted by table or function, so a slow figure says where its time goes, and one round trip is
 * taken apart (scripts/bench/aiRunnerRoundTrip.ts). Checks that every run succeeded and made
 * exactly one brief. Options: --runs=<n> (500).
 */
import { z } from 'zod';
import { createFunctionsEnv } from '../../server/functions/functionsEnv.ts';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { createTestUser } from '../../tests/integration/support/users.ts';
import { queueBriefRuns, seedSignalsAndNotes } from './aiRunnerSeed.ts';
import { drainWith } from './aiRunnerDrain.ts';
import { roundTripParts } from './aiRunnerRoundTrip.ts';

const optionsSchema = z.strictObject({ runs: z.coerce.number().int().min(1).max(20_000).default(500) });
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.safeParse(rawOptions);
if (!parsed.success) {
  console.error(`Expected --runs=<1..20000>; received ${process.argv.slice(2).join(' ') || 'nothing'}.`);
  process.exit(2);
}
const { runs } = parsed.data;
const ownerEmail = 'owner@example.test';

const server = await startTestBackend({ adminEmails: [ownerEmail], env: { OPERATIONS_RECORD: 'off' } });
const db = server.backend.deps.db;
try {
  const owner = await createTestUser(server, ownerEmail);
  await seedSignalsAndNotes(db);
  for (const [phase, runners] of [1, 4].entries()) {
    const ids = await queueBriefRuns(db, owner.id, runs);
    const figures = await drainWith(runners, (fetch) => createFunctionsEnv(server.backend.deps, fetch), server.backend.fetch);
    await checkOneBriefEach(ids, (phase + 1) * runs);
    console.log(`\n${runs} runs, ${runners} ${runners === 1 ? 'runner' : 'runners side by side'}: each succeeded with one brief`);
    for (const line of figures.lines(runs)) console.log(`  ${line}`);
  }
  console.log(`\n${await roundTripParts(server, owner.id)}`);
} finally {
  await server.stop();
}

/** Every run succeeded with a brief of its own, made under its run's key, and no other brief was made (`briefsInAll` so far). */
async function checkOneBriefEach(ids: string[], briefsInAll: number): Promise<void> {
  const { rows } = await db.query<{ succeeded: number; briefs: number; writes: number; all: number }>(
    `select count(*) filter (where r.status = 'succeeded')::int as succeeded,
       count(distinct b.id)::int as briefs,
       (select count(*)::int from public.briefs) as all,
       (select count(*)::int from private.tool_writes w
        where w.tool = 'create_brief_draft' and split_part(w.idempotency_key, ':', 1) = any($1::text[])) as writes
     from public.ai_runs r left join public.briefs b on b.id = (r.output ->> 'brief_id')::uuid
     where r.id = any($1::uuid[])`,
    [ids],
  );
  const found = rows[0];
  if (found?.succeeded !== ids.length || found.briefs !== ids.length || found.writes !== ids.length || found.all !== briefsInAll) {
    throw new Error(
      `Expected ${ids.length} runs succeeded, each with a brief of its own, and ${briefsInAll} briefs in all; found ${JSON.stringify(found)}.`,
    );
  }
}
