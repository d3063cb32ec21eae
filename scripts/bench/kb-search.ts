/**
 * `npm run bench:kb-search`: how fast the knowledge base answers as the owner types, over 20,000
 * notes. The notes (scripts/bench/kbNotes.ts) go into a throwaway embedded backend (PGlite in
 * memory, gone when the run ends, so nothing made up is ever left in a real database) in
 * multi-row inserts; then each typed query is sent as the page sends it, through supabase-js to
 * /rest/v1/rpc/search_kb_notes as the admin, and run again as raw SQL in the database (the
 * admin's claims, role authenticated), many times each. Prints p50, p95 and max per query and
 * over all of them. Target: p95 at or under 50 ms through REST.
 * Options: --notes=<n> (default 20000), --runs=<n> (default 20).
 */
import { parseArgs } from 'node:util';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { createTestUser } from '../../tests/integration/support/users.ts';
import { storeBenchNotes } from './kbNotes.ts';
import { percentile } from './summary.ts';

const { values } = parseArgs({ options: { notes: { type: 'string', default: '20000' }, runs: { type: 'string', default: '20' } } });
const noteCount = Number(values.notes);
const runs = Number(values.runs);
const adminEmail = 'bench.owner@example.test';
const targetMs = 50;

/** What the owner types, letter by letter, and the searches they make once they know the words. */
const queries: { label: string; args: { p_query: string; p_tag?: string; p_archived?: boolean } }[] = [
  ...['p', 'pi', 'pil', 'pilo', 'pilot', 'pilot g', 'pilot go', 'pilot gov', 'pilot governance'].map((typed) => ({
    label: `typed "${typed}"`,
    args: { p_query: typed },
  })),
  { label: 'phrase "pilot governance"', args: { p_query: '"pilot governance"' } },
  { label: 'negation governance -pilot', args: { p_query: 'governance -pilot' } },
  { label: 'negated phrase risk -"risk register"', args: { p_query: 'risk -"risk register"' } },
  { label: 'tag pilot, no words', args: { p_query: '', p_tag: 'pilot' } },
  { label: 'tag soc-15 + "vendor"', args: { p_query: 'vendor', p_tag: 'soc-15' } },
  { label: 'no words (newest first)', args: { p_query: '' } },
  { label: 'archived', args: { p_query: 'pilot', p_archived: true } },
  { label: 'no match "zzyzx"', args: { p_query: 'zzyzx' } },
];

const test = await startTestBackend({ adminEmails: [adminEmail] });
try {
  const db = test.backend.deps.db;
  const admin = await createTestUser(test, adminEmail);
  const seedStart = performance.now();
  await storeBenchNotes(db, noteCount);
  console.log(`Seeded ${noteCount} notes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);

  const claims = JSON.stringify({ sub: admin.id, role: 'authenticated', email: adminEmail });
  async function rawSql(args: (typeof queries)[number]['args']): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await tx.query('set local role authenticated');
      const startedAt = performance.now();
      await tx.query('select * from public.search_kb_notes(p_query => $1, p_tag => $2, p_archived => $3, p_limit => 20)', [
        args.p_query,
        args.p_tag ?? null,
        args.p_archived ?? false,
      ]);
      return performance.now() - startedAt;
    });
  }
  async function rest(args: (typeof queries)[number]['args']): Promise<{ ms: number; found: number; total: number }> {
    const startedAt = performance.now();
    const { data, error } = await admin.client.rpc('search_kb_notes', { ...args, p_limit: 20 });
    const ms = performance.now() - startedAt;
    if (error) throw new Error(`search_kb_notes answered ${error.code}: ${error.message}`);
    const rows = data as { total: number }[];
    return { ms, found: rows.length, total: Number(rows[0]?.total ?? 0) };
  }

  const allRest: number[] = [];
  const allSql: number[] = [];
  const figure = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1).padStart(5)}  p95 ${percentile(values, 95).toFixed(1).padStart(5)}  max ${Math.max(...values)
      .toFixed(1)
      .padStart(5)}`;
  console.log(`${'query'.padEnd(38)} ${'matches'.padStart(7)}   REST rpc (ms)                    raw SQL (ms)`);
  for (const { label, args } of queries) {
    const { total } = await rest(args);
    await rawSql(args);
    const restTimes: number[] = [];
    const sqlTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      restTimes.push((await rest(args)).ms);
      sqlTimes.push(await rawSql(args));
    }
    allRest.push(...restTimes);
    allSql.push(...sqlTimes);
    console.log(`${label.padEnd(38)} ${String(total).padStart(7)}   ${figure(restTimes)}   ${figure(sqlTimes)}`);
  }
  console.log(`${'every query'.padEnd(38)} ${''.padStart(7)}   ${figure(allRest)}   ${figure(allSql)}`);
  const p95 = percentile(allRest, 95);
  console.log(
    p95 <= targetMs
      ? `p95 through REST ${p95.toFixed(1)} ms: within the ${targetMs} ms target.`
      : `p95 through REST ${p95.toFixed(1)} ms: over the ${targetMs} ms target.`,
  );
} finally {
  await test.stop();
}
