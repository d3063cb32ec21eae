import { expect } from 'vitest';
import type { TestBackend } from '../../support/backend.ts';
import type { TestUser } from '../../support/users.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows as the tests read them
type Row = Record<string, any>;

const finishedStatuses = ['succeeded', 'failed', 'cancelled'];

/** The workbench's runs as a test drives them: the owner's acts through ai-runs, the runner through ai-runner, the rows read back. */
export function runsOf(test: TestBackend, admin: TestUser) {
  const db = test.backend.deps.db;
  const read = async (runId: string) => (await db.query<Row>('select * from public.ai_runs where id = $1', [runId])).rows[0]!;
  const drain = async () => {
    const response = await fetch(`${test.url}/functions/v1/ai-runner`, {
      method: 'POST',
      headers: { apikey: test.anonKey, Authorization: `Bearer ${test.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
  };
  /** Waits for the run to reach one of `statuses`, calling the runner as the timer would. */
  const drainUntil = async (runId: string, statuses = finishedStatuses, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const run = await read(runId);
      if (statuses.includes(run.status)) return run;
      if (Date.now() > until) throw new Error(`The run stayed ${run.status}: ${run.summary}`);
      await drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    async act(body: Row, token = admin.accessToken) {
      const response = await fetch(`${test.url}/functions/v1/ai-runs`, {
        method: 'POST',
        headers: { apikey: test.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Row };
    },
    read,
    drainUntil,
    /** Waits for the run the owner's act started: the runner it kicked, then the timer's stand-in. */
    finished: (runId: string, statuses = finishedStatuses) => drainUntil(runId, statuses),
    steps: async (runId: string) =>
      (await db.query<Row>('select * from public.ai_run_steps where run_id = $1 order by ordinal, attempt', [runId])).rows,
    approvals: async (runId: string) =>
      (
        await db.query<Row>(
          `select a.*, s.input from public.ai_run_approvals a join public.ai_run_steps s on s.id = a.step_id
           where a.run_id = $1 order by s.ordinal`,
          [runId],
        )
      ).rows,
    count: async () => (await db.query<{ n: number }>('select count(*)::int as n from public.ai_runs')).rows[0]!.n,
  };
}
