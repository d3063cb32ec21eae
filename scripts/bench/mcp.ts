/**
 * `npm run bench:mcp`: how fast the MCP server answers an AI client's notes search. A throwaway
 * embedded backend (PGlite in memory) gets the search benchmark's notes (scripts/bench/kbNotes.ts)
 * and an MCP token of the admin's; then the SDK's own client, connected over HTTP as Claude or
 * Cursor connect, calls `search_notes` again and again: from one client alone, then from several
 * at once. Each call is the whole path: the token's check and count, the switches, a fresh
 * server, the tool's SQL for the token's owner, and the usage record written after the answer.
 * Prints p50, p99 and max per round, and the calls recorded against the calls made.
 * Options: --notes=<n> (default 20000), --clients=<n> (default 8), --calls=<n> per client (default 50).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseArgs } from 'node:util';
import { newSecret } from '../../functions/_shared/credentials/keyFormat.ts';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { createTestUser } from '../../tests/integration/support/users.ts';
import { storeBenchNotes } from './kbNotes.ts';
import { percentile } from './summary.ts';

const { values } = parseArgs({
  options: {
    notes: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '8' },
    calls: { type: 'string', default: '50' },
  },
});
const [noteCount, clientCount, callsPerClient] = [Number(values.notes), Number(values.clients), Number(values.calls)];
const adminEmail = 'bench.owner@example.test';
const questions = [
  'pilot governance',
  'vendor risk review',
  'board training plan',
  'procurement checklist',
  'workforce reskilling',
  'zzyzx',
];

const test = await startTestBackend({ adminEmails: [adminEmail] });
const clients: Client[] = [];
try {
  const db = test.backend.deps.db;
  const admin = await createTestUser(test, adminEmail);
  await storeBenchNotes(db, noteCount);
  const { secret, hint, hash } = await newSecret('mcp');
  const { rows } = await db.query<{ id: string }>(
    `insert into public.credentials (kind, name, hint, secret_hash, scopes, rate_per_minute, created_by)
     values ('mcp', 'Benchmark client', $1, $2, '{notes:read}', 10000, $3) returning id`,
    [hint, hash, admin.id],
  );
  const credential = rows[0]?.id;

  const connect = async () => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${test.url}/functions/v1/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${secret}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const searches = async (client: Client, calls: number, offset: number): Promise<number[]> => {
    const times: number[] = [];
    for (let call = 0; call < calls; call++) {
      const question = questions[(offset + call) % questions.length];
      const startedAt = performance.now();
      const answer = await client.callTool({ name: 'search_notes', arguments: { question, limit: 5 } });
      times.push(performance.now() - startedAt);
      if (answer.isError) throw new Error(`search_notes failed: ${JSON.stringify(answer.content)}`);
    }
    return times;
  };
  const round = async (label: string, count: number) => {
    const connected = await Promise.all(Array.from({ length: count }, connect));
    await Promise.all(connected.map((client, n) => searches(client, 3, n)));
    const startedAt = performance.now();
    const times = (await Promise.all(connected.map((client, n) => searches(client, callsPerClient, n)))).flat();
    const perSecond = times.length / ((performance.now() - startedAt) / 1000);
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    console.log(
      `${label.padEnd(12)} ${String(times.length).padStart(5)} calls  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  max ${ms(Math.max(...times))}  ${perSecond.toFixed(0)} calls/s`,
    );
  };

  console.log(`search_notes through the MCP server over ${noteCount} notes (${callsPerClient} calls per client):`);
  await round('1 client', 1);
  await round(`${clientCount} clients`, clientCount);
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const made = (1 + clientCount) * (callsPerClient + 3);
  const { rows: recorded } = await db.query<{ calls: number }>(
    `select count(*)::int as calls from public.credential_calls where credential_id = $1 and operation = 'search_notes'`,
    [credential],
  );
  console.log(`Usage record: ${recorded[0]?.calls} of the ${made} search_notes calls.`);
} finally {
  await test.stop();
}
