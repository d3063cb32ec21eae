import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';
import { actorNames, someoneElse, type ActorIds, type ActorName } from './accessRules.ts';
import { accessChecks } from './expectAccess.ts';
import { functionAccess, privateFunctionExecutors } from './functions.ts';
import { tableAccess } from './tables.ts';

let test: TestBackend;
let actors: Actors;
let ids: ActorIds;
let check: ReturnType<typeof accessChecks>;
beforeAll(async () => {
  // The operations record off: its background writes would change the table the matrix compares.
  test = await startTestBackend({ adminEmails: [adminEmail], env: { OPERATIONS_RECORD: 'off' } });
  actors = await createActors(test);
  ids = { user: actors.user.id, otherUser: actors.otherUser.id, admin: actors.admin.id };
  check = accessChecks({ test, ids, clientOf: (actor: ActorName) => (actor === 'anon' ? actors.anon : actors[actor].client) });
  // Seeded as the service role does it, so the visitor tables' write triggers accept rows naming any user.
  await test.backend.deps.db.transaction(async (tx) => {
    await tx.exec(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
    for (const access of tableAccess) await tx.exec(access.seedSql(ids));
  });
}, backendStartTimeout);
afterAll(() => test.stop());

for (const access of tableAccess) {
  describe(access.table, () => {
    for (const actor of actorNames) {
      it(`${actor}: select ${access.select[actor]}`, () => check.read(access, actor));
      it(`${actor}: insert ${access.insert[actor]}`, () =>
        check.insert(access, actor, access.newRow(actor, ids), access.insert[actor] !== 'denied'));
      const owner = access.ownerColumn;
      if (owner)
        it(`${actor}: insert naming another user denied`, () =>
          check.insert(access, actor, { ...access.newRow(actor, ids), [owner]: someoneElse(actor, ids) }, false));
      it(`${actor}: update ${access.update[actor]}`, () => check.write(access, actor, 'update', access.change, access.update[actor]));
      const frozen = access.frozenChange;
      if (frozen)
        it(`${actor}: update of ${Object.keys(frozen).join(', ')} denied`, () => check.write(access, actor, 'update', frozen, 'denied'));
      it(`${actor}: delete ${access.delete[actor]}`, () => check.write(access, actor, 'delete', {}, access.delete[actor]));
    }
  });
}

for (const access of functionAccess) {
  describe(`rpc ${access.name}`, () => {
    for (const actor of actorNames) it(`${actor}: call ${access.call[actor]}`, () => check.call(access, actor));
  });
}

describe('the matrix', () => {
  const listed = async (sql: string) => (await test.backend.deps.db.query<{ name: string }>(sql)).rows.map((row) => row.name);

  it('describes every table of the public and private schemas', async () => {
    const tables = await listed(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'private') order by 1`,
    );
    expect(tables).toEqual(tableAccess.map((access) => access.table).sort());
  });

  it('describes every function of the public schema', async () => {
    const functions = await listed(
      `select p.proname as name from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    );
    expect(functions).toEqual(functionAccess.map((access) => access.name).sort());
  });

  it('names every function of the private schema and the API roles that may execute it', async () => {
    const { rows } = await test.backend.deps.db.query<{ name: string; executors: string[] }>(`
      select p.proname as name,
        array(select role from unnest(array['anon', 'authenticated', 'service_role']) as role
              where has_function_privilege(role, p.oid, 'EXECUTE') order by role) as executors
      from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
      where n.nspname = 'private' order by 1`);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.executors]))).toEqual(privateFunctionExecutors);
  });
});
