import { adminOnly, adminReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const prompt = '00000000-0000-4000-8000-00000000a001';
const voted = '00000000-0000-4000-8000-00000000a002';
const unvoted = '00000000-0000-4000-8000-00000000a003';
const votedResult = '00000000-0000-4000-8000-00000000a004';
const unvotedResult = '00000000-0000-4000-8000-00000000a005';

/** A prompt with two versions, a column each, and a vote on the first: what every lab table's block starts from. */
const seedLab = () =>
  `insert into public.lab_prompts (id, title) values ('${prompt}', 'A seeded prompt') on conflict do nothing;
   insert into public.lab_versions (id, prompt_id, number, user_text) values
     ('${voted}', '${prompt}', 1, 'A seeded prompt?'), ('${unvoted}', '${prompt}', 2, 'Another seeded prompt?') on conflict do nothing;
   insert into public.lab_results (id, version_id, position, kind) values
     ('${votedResult}', '${voted}', 0, 'site_guide'), ('${unvotedResult}', '${unvoted}', 0, 'site_guide') on conflict do nothing;
   insert into public.lab_votes (version_id, result_id) values ('${voted}', '${votedResult}') on conflict do nothing`;

/** The lab is the admin's alone. The votes come first: the admin's delete of each table runs last in its block. */
const adminTable = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete' | 'seedSql'>): TableAccess => ({
  ...entry,
  seedSql: seedLab,
  select: adminReads,
  insert: adminOnly,
  update: adminOnly,
  delete: adminOnly,
});

export const labTableAccess: readonly TableAccess[] = [
  adminTable({
    table: 'public.lab_votes',
    newRow: () => ({ version_id: unvoted, result_id: unvotedResult }),
    change: { created_at: '2026-01-01T00:00:00+00:00' },
  }),
  adminTable({
    table: 'public.lab_results',
    newRow: () => ({ version_id: voted, position: 1, kind: 'model', model: 'a-planted-model' }),
    change: { output: 'A changed answer.' },
  }),
  adminTable({
    table: 'public.lab_versions',
    newRow: () => ({ prompt_id: prompt, number: 3, user_text: 'A planted prompt?' }),
    change: { blind: true },
  }),
  adminTable({ table: 'public.lab_prompts', newRow: () => ({ title: 'A planted prompt' }), change: { title: 'Renamed' } }),
];

export const labFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'save_lab_version',
    args: () => ({ p_prompt_id: null, p_title: 'A saved prompt', p_version: { user_text: 'Hello?', columns: [{ kind: 'site_guide' }] } }),
    writes: ['public.lab_prompts', 'public.lab_versions', 'public.lab_results'],
    call: adminOnly,
  },
];
