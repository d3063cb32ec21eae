import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';
import { actorNames, someoneElse, type ActorIds, type ActorName, type TableAccess } from './accessRules.ts';
import { functionAccess, type FunctionAccess } from './functions.ts';
import { tableAccess } from './tables.ts';
import { isDenied, restTable, rowsHolding, tableState } from './tableProbe.ts';

let test: TestBackend;
let actors: Actors;
let ids: ActorIds;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail] });
  actors = await createActors(test);
  ids = { user: actors.user.id, otherUser: actors.otherUser.id, admin: actors.admin.id };
  // Seeded as the service role does it, so the visitor tables' write triggers accept rows naming any user.
  await test.backend.deps.db.transaction(async (tx) => {
    await tx.exec(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
    for (const access of tableAccess) await tx.exec(access.seedSql(ids));
  });
}, backendStartTimeout);
afterAll(() => test.stop());

const clientOf = (actor: ActorName): SupabaseClient => (actor === 'anon' ? actors.anon : actors[actor].client);

async function expectRead(access: TableAccess, actor: ActorName) {
  const answer = await restTable(clientOf(actor), access.table).select('*');
  const rule = access.select[actor];
  if (rule === 'none') return expect(isDenied(answer), JSON.stringify(answer.data)).toBe(true);
  expect(answer.error).toBeNull();
  const rows = answer.data ?? [];
  const owner = access.ownerColumn ?? '';
  const visible = rule === 'all' ? (await tableState(test, access.table)).count : await rowsHolding(test, access.table, { [owner]: ids[actor as keyof ActorIds] });
  expect(visible).toBeGreaterThan(0);
  expect(rows).toHaveLength(visible);
  if (rule === 'own') expect(rows.every((row: Record<string, unknown>) => row[owner] === ids[actor as keyof ActorIds])).toBe(true);
}

async function expectInsert(access: TableAccess, actor: ActorName, row: Record<string, unknown>, allowed: boolean) {
  const before = await tableState(test, access.table);
  const answer = await restTable(clientOf(actor), access.table).insert(row);
  const after = await tableState(test, access.table);
  if (allowed) {
    expect(answer.error).toBeNull();
    return expect(after.count).toBe(before.count + 1);
  }
  expect(answer.error, 'a refused insert says so').not.toBeNull();
  expect(after).toEqual(before);
}

async function expectWrite(access: TableAccess, actor: ActorName, operation: 'update' | 'delete') {
  const before = await tableState(test, access.table);
  const table = restTable(clientOf(actor), access.table);
  const answer = operation === 'update' ? await table.update(access.change, { count: 'exact' }) : await table.delete({ count: 'exact' });
  if (access[operation][actor] === 'denied') {
    expect(isDenied(answer), `${operation} reached ${answer.count} rows`).toBe(true);
    return expect(await tableState(test, access.table)).toEqual(before);
  }
  expect(answer.error).toBeNull();
  expect(answer.count).toBeGreaterThan(0);
  const left = operation === 'update' ? await rowsHolding(test, access.table, access.change) : before.count - (answer.count ?? 0);
  expect(left).toBe((await tableState(test, access.table)).count);
}

for (const access of tableAccess) {
  describe(access.table, () => {
    for (const actor of actorNames) {
      it(`${actor}: select ${access.select[actor]}`, () => expectRead(access, actor));
      it(`${actor}: insert ${access.insert[actor]}`, () => expectInsert(access, actor, access.newRow(actor, ids), access.insert[actor] === 'allowed'));
      if (access.ownerColumn) {
        it(`${actor}: insert naming another user denied`, () => expectInsert(access, actor, { ...access.newRow(actor, ids), [access.ownerColumn as string]: someoneElse(actor, ids) }, false));
      }
      it(`${actor}: update ${access.update[actor]}`, () => expectWrite(access, actor, 'update'));
      it(`${actor}: delete ${access.delete[actor]}`, () => expectWrite(access, actor, 'delete'));
    }
  });
}

async function expectCall(access: FunctionAccess, actor: ActorName) {
  const before = await Promise.all(access.writes.map((table) => tableState(test, table)));
  const answer = await clientOf(actor).rpc(access.name, access.args());
  if (access.call[actor] === 'allowed') return expect(answer.error).toBeNull();
  expect(answer.error, 'a refused call says so').not.toBeNull();
  expect(await Promise.all(access.writes.map((table) => tableState(test, table)))).toEqual(before);
}

for (const access of functionAccess) {
  describe(`rpc ${access.name}`, () => {
    for (const actor of actorNames) it(`${actor}: call ${access.call[actor]}`, () => expectCall(access, actor));
  });
}

describe('the matrix', () => {
  it('describes every table of the public and private schemas', async () => {
    const result = await test.backend.deps.db.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'private') order by 1`,
    );
    expect(result.rows.map((row) => row.name)).toEqual(tableAccess.map((access) => access.table).sort());
  });

  it('describes every function of the public schema', async () => {
    const result = await test.backend.deps.db.query<{ name: string }>(
      `select p.proname as name from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    );
    expect(result.rows.map((row) => row.name)).toEqual(functionAccess.map((access) => access.name).sort());
  });
});
