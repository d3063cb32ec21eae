import { randomUUID } from 'node:crypto';
import { adminOnly, adminReads, nobody, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';
import type { Queries } from '../../../server/db/database.ts';

const movedEntry = '00000000-0000-4000-8000-0000000a0a0a';

/** An entry in assess, made again before each call: the table checks delete every entry before the functions run. */
const entryInAssess = async (db: Queries) => {
  await db.query(
    `insert into public.radar_entries (id, name, quadrant, ring) values ($1, 'A moved entry', 'tools', 'assess')
     on conflict (id) do update set ring = 'assess'`,
    [movedEntry],
  );
};

/**
 * The radar is the admin's alone: readers see the static /radar the build makes from its public entries.
 * The moves come first: the entries' delete checks remove every entry, and their moves with them.
 */
export const radarTableAccess: readonly TableAccess[] = [
  {
    table: 'public.radar_moves',
    seedSql: () =>
      `with entry as (insert into public.radar_entries (name, quadrant, ring) values ('A seeded moved entry', 'tools', 'trial') returning id)
       insert into public.radar_moves (entry_id, from_ring, to_ring, reason) select id, 'assess', 'trial', 'Seeded.' from entry`,
    newRow: () => ({ entry_id: movedEntry, from_ring: 'assess', to_ring: 'adopt', reason: 'Forged.' }),
    change: { reason: 'Rewritten.' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.radar_entries',
    seedSql: () => `insert into public.radar_entries (name, quadrant, ring) values ('A seeded entry', 'tools', 'trial')`,
    newRow: () => ({ name: `A planted entry ${randomUUID()}`, quadrant: 'models', ring: 'assess' }),
    change: { rationale: 'Rewritten.' },
    // A ring changes only through move_radar_entry, which records the move.
    frozenChange: { ring: 'adopt' },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
];

export const radarFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'move_radar_entry',
    args: () => ({ p_entry: movedEntry, p_ring: 'trial', p_reason: 'Two teams use it in production.' }),
    writes: ['public.radar_entries', 'public.radar_moves'],
    before: entryInAssess,
    call: adminOnly,
  },
];
