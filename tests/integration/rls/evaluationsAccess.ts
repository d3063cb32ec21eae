import { adminOnly, adminReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const seededDataset = '00000000-0000-4000-8000-0000000e7a01';

/** The evaluation datasets are the admin's alone. The questions come first: the admin's delete of each table runs last in its block. */
const adminTable = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: adminOnly,
  update: adminOnly,
  delete: adminOnly,
});

export const evaluationsTableAccess: readonly TableAccess[] = [
  adminTable({
    table: 'public.eval_questions',
    seedSql: () =>
      `insert into public.eval_datasets (id, name) values ('${seededDataset}', 'A seeded dataset') on conflict do nothing;
       insert into public.eval_questions (dataset_id, position, question, sources) values ('${seededDataset}', 0, 'A seeded question?', '{/advisory}')`,
    newRow: () => ({ dataset_id: seededDataset, position: 1, question: 'A planted question?' }),
    change: { held_out: true },
  }),
  adminTable({
    table: 'public.eval_datasets',
    seedSql: () => `insert into public.eval_datasets (id, name) values ('${seededDataset}', 'A seeded dataset') on conflict do nothing`,
    newRow: () => ({ name: 'A planted dataset' }),
    change: { name: 'Renamed' },
  }),
];

export const evaluationsFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'import_eval_dataset',
    args: () => ({ p_dataset: { name: 'An imported dataset', questions: [{ question: 'Who is it for?', sources: ['/advisory'] }] } }),
    writes: ['public.eval_datasets', 'public.eval_questions'],
    call: adminOnly,
  },
];
