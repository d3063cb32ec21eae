import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestBackend } from '../support/backend.ts';
import type { ActorIds, ActorName, TableAccess, WriteRule } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';
import { columnEveryRowHolds, isDenied, restTable, rowsHolding, tableState } from './tableProbe.ts';

export interface AccessContext {
  test: TestBackend;
  ids: ActorIds;
  clientOf(actor: ActorName): SupabaseClient;
}

/**
 * The checks of the matrix: each makes one request as the actor, then compares the answer with
 * the rule and with what the database owner sees stored, so a denial is shown to change nothing.
 */
export function accessChecks({ test, ids, clientOf }: AccessContext) {
  // Looked up once per table: the matrix writes to each table a dozen times.
  const filterColumns = new Map<string, Promise<string>>();
  const filterColumn = (table: string) => {
    const column = filterColumns.get(table) ?? columnEveryRowHolds(test, table);
    filterColumns.set(table, column);
    return column;
  };
  return {
    async read(access: TableAccess, actor: ActorName) {
      if (access.readableColumns) {
        expect(isDenied(await restTable(clientOf(actor), access.table).select('*')), 'every column, the kept one too').toBe(true);
      }
      const answer = await restTable(clientOf(actor), access.table).select(access.readableColumns ?? '*');
      const rule = access.select[actor];
      if (rule === 'none') return expect(isDenied(answer), JSON.stringify(answer.data)).toBe(true);
      expect(answer.error).toBeNull();
      const own = actor === 'anon' || !access.ownerColumn ? null : { [access.ownerColumn]: ids[actor] };
      const visible = rule === 'all' ? (await tableState(test, access.table)).count : own ? await rowsHolding(test, access.table, own) : 0;
      expect(visible, 'rows the actor should see').toBeGreaterThan(0);
      expect(answer.data).toHaveLength(visible);
      if (rule === 'own') expect(answer.data).toEqual(answer.data?.map(() => expect.objectContaining(own ?? {}) as object));
    },

    async insert(access: TableAccess, actor: ActorName, row: Record<string, unknown>, allowed: boolean) {
      const before = await tableState(test, access.table);
      const answer = await restTable(clientOf(actor), access.table).insert(row);
      const after = await tableState(test, access.table);
      if (allowed) {
        expect(answer.error).toBeNull();
        return expect(after.count).toBe(before.count + 1);
      }
      expect(answer.error, 'a refused insert says so').not.toBeNull();
      expect(after).toEqual(before);
    },

    async write(access: TableAccess, actor: ActorName, operation: 'update' | 'delete', change: Record<string, unknown>, rule: WriteRule) {
      const before = await tableState(test, access.table);
      const own = access.ownerColumn && actor !== 'anon' ? { [access.ownerColumn]: ids[actor] } : {};
      const othersBefore = rule === 'own' ? await digestOfOthers(test, access, own) : '';
      const ownBefore = rule === 'own' ? await rowsHolding(test, access.table, own) : 0;
      const table = restTable(clientOf(actor), access.table);
      const write = operation === 'update' ? table.update(change, { count: 'exact' }) : table.delete({ count: 'exact' });
      // A filter every row passes, so RLS alone decides which rows the write reaches.
      const answer = await write.not(await filterColumn(access.table), 'is', null);
      if (rule === 'denied') {
        expect(isDenied(answer), `${operation} reached ${answer.count} rows`).toBe(true);
        return expect(await tableState(test, access.table)).toEqual(before);
      }
      expect(answer.error).toBeNull();
      expect(answer.count).toBeGreaterThan(0);
      const after = await tableState(test, access.table);
      if (rule === 'own') {
        expect(answer.count, 'only the actor’s own rows').toBe(ownBefore);
        if (operation === 'update') expect(await rowsHolding(test, access.table, { ...change, ...own })).toBe(answer.count);
        else expect(await rowsHolding(test, access.table, own), 'none of the actor’s rows left').toBe(0);
        return expect(await digestOfOthers(test, access, own), 'other people’s rows unchanged').toBe(othersBefore);
      }
      const left = operation === 'update' ? await rowsHolding(test, access.table, change) : before.count - (answer.count ?? 0);
      expect(left).toBe(after.count);
    },

    async call(access: FunctionAccess, actor: ActorName) {
      await access.before?.(test.backend.deps.db);
      const before = await Promise.all(access.writes.map((table) => tableState(test, table)));
      const answer = await clientOf(actor).rpc(access.name, access.args());
      if (access.call[actor] === 'allowed') return expect(answer.error).toBeNull();
      expect(answer.error, 'a refused call says so').not.toBeNull();
      if (access.refusal) expect(answer.error?.code, answer.error?.message).toBe(access.refusal);
      expect(await Promise.all(access.writes.map((table) => tableState(test, table)))).toEqual(before);
    },
  };
}

/** A digest of the rows that do not belong to the actor, to show an owner's write left them alone. */
async function digestOfOthers(test: TestBackend, access: TableAccess, own: Record<string, unknown>): Promise<string> {
  const result = await test.backend.deps.db.query<{ digest: string }>(
    `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${access.table} as t where not to_jsonb(t) @> $1::jsonb`,
    [JSON.stringify(own)],
  );
  return result.rows[0]?.digest ?? '';
}
