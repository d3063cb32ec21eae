import { runAsCaller } from '../../server/rest/runAsCaller.ts';
import type { TestBackend } from '../../tests/integration/support/backend.ts';
import { percentile } from './summary.ts';

const times = 200;
const renewal = `update public.ai_runs set lease_expires_at = now() + interval '2 minutes'
  where id = $1 and lease_owner = 'bench' and status = 'running' returning id`;

async function p50(work: () => Promise<unknown>): Promise<string> {
  const taken: number[] = [];
  for (let n = 0; n < times; n++) {
    const started = performance.now();
    await work();
    taken.push(performance.now() - started);
  }
  return `${percentile(taken, 50).toFixed(2)} ms`;
}

/**
 * One round trip of the runner taken apart: the lease renewal it makes before every step, as
 * plain SQL, in the transaction the REST layer wraps it in (the caller's role and claims set
 * first), and through REST in-process as the runner sends it. Medians of 200 each.
 */
export async function roundTripParts(server: TestBackend, starter: string): Promise<string> {
  const db = server.backend.deps.db;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.ai_runs (workflow, starter, status, started_at, lease_owner, lease_expires_at)
     values ('brief-from-signals', $1, 'running', now(), 'bench', now()) returning id`,
    [starter],
  );
  const id = rows[0]?.id ?? '';
  const sql = await p50(() => db.query(renewal, [id]));
  const serviceRole = { role: 'service_role' as const, claims: { role: 'service_role' } };
  const inTransaction = await p50(() => runAsCaller(db, serviceRole, { settings: {} }, (tx) => tx.query(renewal, [id])));
  const headers = { apikey: server.anonKey, Authorization: `Bearer ${server.serviceRoleKey}`, 'Content-Type': 'application/json' };
  const rest = await p50(async () => {
    const url = `${server.url}/rest/v1/ai_runs?id=eq.${id}&lease_owner=eq.bench&status=eq.running&select=id`;
    const body = JSON.stringify({ lease_expires_at: new Date(Date.now() + 120_000).toISOString() });
    await (await server.backend.fetch(new Request(url, { method: 'PATCH', headers, body }))).text();
  });
  await db.query('delete from public.ai_runs where id = $1', [id]);
  return `one lease renewal: ${sql} as SQL, ${inTransaction} in a REST call's transaction, ${rest} through REST in-process`;
}
