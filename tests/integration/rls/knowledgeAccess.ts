import { adminOnly, adminReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const seededBrief = '00000000-0000-4000-8000-00000000b0f1';
const seededNote = '00000000-0000-4000-8000-00000000b0f2';
const seededSignal = '00000000-0000-4000-8000-00000000b0f3';
const planted = () => Math.random().toString(36).slice(2, 10);

/** Every knowledge table is the admin's alone: no reader, no signed-in user and no build reads it. */
const adminTable = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: adminOnly,
  update: adminOnly,
  delete: adminOnly,
});

/**
 * Notes, signals and their feeds, briefs and what they are made of, the roadmap. The brief's items
 * come first: the admin's delete of each table runs last in its block, and the items need the
 * brief, the note and the signal they name until then.
 */
export const knowledgeTableAccess: readonly TableAccess[] = [
  adminTable({
    table: 'public.brief_items',
    seedSql: () => `
      insert into public.briefs (id, title) values ('${seededBrief}', 'A seeded brief') on conflict do nothing;
      insert into public.kb_notes (id, title) values ('${seededNote}', 'A seeded note') on conflict do nothing;
      insert into public.signals (id, title) values ('${seededSignal}', 'A seeded signal') on conflict do nothing;
      insert into public.brief_items (brief_id, position, note_id) values ('${seededBrief}', 0, '${seededNote}')`,
    newRow: () => ({ brief_id: seededBrief, position: 1, signal_id: seededSignal }),
    change: { position: 2 },
    frozenChange: { created_at: '2000-01-01T00:00:00+00:00' },
  }),
  adminTable({
    table: 'public.briefs',
    seedSql: () => `insert into public.briefs (title, body_md) values ('Another seeded brief', 'Seeded.')`,
    newRow: () => ({ title: `A planted brief ${planted()}` }),
    change: { body_md: 'Rewritten.' },
    frozenChange: { finalised_at: '2000-01-01T00:00:00+00:00' },
  }),
  adminTable({
    table: 'public.kb_notes',
    seedSql: () => `insert into public.kb_notes (title, body_md, tags) values ('Another seeded note', 'Seeded.', '{seeded}')`,
    newRow: () => ({ title: `A planted note ${planted()}`, body_md: 'Planted.', tags: ['planted'] }),
    change: { body_md: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.signals',
    seedSql: () => `insert into public.signals (title, url, strength) values ('Another seeded signal', 'https://example.com/seeded', 4)`,
    newRow: () => ({ title: 'A planted signal', url: `https://example.com/${planted()}`, strength: 2 }),
    change: { summary: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.signal_sources',
    seedSql: () => `insert into public.signal_sources (title, feed_url) values ('A seeded feed', 'https://example.com/feed.xml')`,
    newRow: () => ({ title: 'A planted feed', feed_url: `https://example.com/${planted()}.xml` }),
    change: { title: 'Renamed.' },
    // The fetch record is the fetcher's (the service role): the admin may not forge or clear a back-off.
    frozenChange: {
      last_fetched_at: '2000-01-01T00:00:00+00:00',
      last_error: null,
      failed_fetches: 0,
      next_fetch_at: '2000-01-01T00:00:00+00:00',
    },
  }),
  adminTable({
    table: 'public.roadmap_items',
    seedSql: () => `insert into public.roadmap_items (title, status, position) values ('A seeded roadmap item', 'planned', 0)`,
    newRow: () => ({ title: 'A planted roadmap item', status: 'idea' }),
    change: { status: 'doing' },
    frozenChange: { is_sample: true },
  }),
];

/** The knowledge functions of schema public: the admin's alone, each checking the caller before it reads. */
export const knowledgeFunctionAccess: readonly FunctionAccess[] = [
  { name: 'search_kb_notes', args: () => ({ p_query: 'seeded' }), writes: [], call: adminOnly },
  { name: 'kb_note_tags', args: () => ({}), writes: [], call: adminOnly },
  {
    name: 'import_kb_notes',
    args: () => ({ p_notes: [{ title: `An imported note ${planted()}`, body_md: 'Imported.' }] }),
    writes: ['public.kb_notes'],
    call: adminOnly,
  },
  // Research briefs (/intelligence): the list with its counts, and the signals a brief may gather.
  { name: 'brief_summaries', args: () => ({}), writes: [], call: adminOnly },
  { name: 'brief_signal_choices', args: () => ({ p_query: 'seeded', p_tag: null, p_limit: 5 }), writes: [], call: adminOnly },
  // The trends hub and the roadmap board.
  { name: 'signal_tag_weeks', args: () => ({ p_from: '2026-09-07', p_to: '2026-11-29', p_tags: 8 }), writes: [], call: adminOnly },
  { name: 'signal_tag_counts', args: () => ({ p_from: '2026-09-07', p_to: '2026-11-29' }), writes: [], call: adminOnly },
  {
    name: 'move_roadmap_item',
    // The seeded items are deleted by the table checks before the functions run: the admin's move
    // of an item no longer there answers null, and everyone else's is refused before it looks.
    args: () => ({ p_id: '00000000-0000-4000-8000-00000000b0f4', p_status: 'doing', p_index: 0 }),
    writes: ['public.roadmap_items'],
    call: adminOnly,
  },
  // Signals: the page's list and its tag filter, and imports from an RSS, Atom or OPML file (and production's feed fetcher).
  { name: 'signal_list', args: () => ({ p_tag: 'seeded', p_min_strength: 2 }), writes: [], call: adminOnly },
  { name: 'signal_tags', args: () => ({}), writes: [], call: adminOnly },
  {
    name: 'import_signals',
    args: () => ({ p_items: [{ title: 'An imported signal', url: `https://example.com/${planted()}`, feed_item_id: planted() }] }),
    writes: ['public.signals'],
    call: adminOnly,
  },
  {
    name: 'import_signal_sources',
    args: () => ({ p_sources: [{ title: 'An imported feed', feed_url: `https://example.com/${planted()}.xml` }] }),
    writes: ['public.signal_sources'],
    call: adminOnly,
  },
  // The passages of the notes that ground the admin's AI chat.
  { name: 'kb_passages_for', args: () => ({ p_question: 'What does the seeded note say?' }), writes: [], call: adminOnly },
];

/** The private helpers: pure checks run as whoever writes a row, and the stamping triggers. */
export const knowledgePrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  valid_tags: ['authenticated', 'service_role'],
  valid_links: ['authenticated', 'service_role'],
  tags_text: ['authenticated', 'service_role'],
  kb_query: ['authenticated'],
  kb_unmarked: ['authenticated'],
  kb_note_refusal: ['authenticated'],
  stamp_knowledge_row: [],
  settle_brief: [],
  settle_brief_items: [],
  // The trends hub and the roadmap board.
  check_signal_range: ['authenticated'],
  number_roadmap_column: ['authenticated'],
  // Signals: the imports' gate, which lets production's feed fetcher (the service role) in too.
  require_admin_or_service: ['authenticated', 'service_role'],
};
