/**
 * `npm run bench:mcp`: how fast the MCP server answers an AI client's notes search. A throwaway
 * embedded backend (PGlite in memory) gets the search benchmark's notes (scripts/bench/kbNotes.ts)
 * and an MCP token of the admin's; then the SDK's own client, connected over HTTP as Claude or
 * Cursor connect, calls `search_notes` again and again: from one client alone, then from several
 * at once. Each call is the whole path: the token's check and count, the switches, a fresh
 * server, the tool's SQL for the token's owner, and the usage record written after the answer.
 * Prints p50, p99 and max per round, beside the tool's SQL alone in the database (the floor under
 * every call), and the calls recorded against the calls made.
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
  /** The tool's own SQL in the database, without HTTP, the token check or MCP: the floor under every call. */
  const sqlAlone = async (calls: number): Promise<number[]> => {
    const times: number[] = [];
    for (let call = 0; call < calls; call++) {
      const question = questions[call % questions.length];
      times.push(
        await db.transaction(async (tx) => {
          // As the function's service-role client calls it, for the token's owner.
          await tx.query(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
          await tx.query('set local role service_role');
          const startedAt = performance.now();
          await tx.query('select public.tool_search_notes($1, 5, $2)', [question, admin.id]);
          return performance.now() - startedAt;
        }),
      );
    }
    return times;
  };
  const print = (label: string, times: number[], seconds: number) => {
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    console.log(
      `${label.padEnd(22)} ${String(times.length).padStart(5)} calls  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  max ${ms(Math.max(...times))}  ${(times.length / seconds).toFixed(0)} calls/s`,
    );
  };
  const round = async (label: string, count: number) => {
    const connected = await Promise.all(Array.from({ length: count }, connect));
    await Promise.all(connected.map((client, n) => searches(client, 3, n)));
    const startedAt = performance.now();
    const times = (await Promise.all(connected.map((client, n) => searches(client, callsPerClient, n)))).flat();
    print(label, times, (performance.now() - startedAt) / 1000);
  };

  console.log(`search_notes over ${noteCount} notes (${callsPerClient} calls per client):`);
  const sqlStart = performance.now();
  print('the tool’s SQL alone', await sqlAlone(callsPerClient), (performance.now() - sqlStart) / 1000);
  await round('MCP, 1 client', 1);
  await round(`MCP, ${clientCount} clients`, clientCount);
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
