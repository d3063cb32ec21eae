import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, listOf, numeric, orNull, text } from '../kit/answerShape.ts';
import type { BriefNote, BriefSignal, BriefSource } from './briefMarkdown.ts';

/** One chosen source of a brief, in its place; `source` is the signal or note it names. */
export interface BriefItem {
  id: string;
  position: number;
  source: BriefSource;
}

/** A signal or note offered by the picker. */
export interface SourceChoice {
  kind: 'signal' | 'note';
  id: string;
  title: string;
  detail: string;
}

interface ItemRow {
  id: string;
  position: number;
  signal_id: string | null;
  note_id: string | null;
}

const itemRow = fields<ItemRow>({ id: text, position: numeric, signal_id: orNull(text), note_id: orNull(text) });
const signalRow = fields<Omit<BriefSignal, 'kind'>>({
  id: text,
  title: text,
  url: orNull(text),
  source: text,
  summary: text,
  strength: numeric,
  signal_on: text,
});
const noteRow = fields<Omit<BriefNote, 'kind'>>({ id: text, title: text, body_md: text, source_links: listOf(text), created_at: text });

/**
 * The brief's sources in order, each with its signal or note. An item whose signal or note went
 * between the two reads is left out, as the database's cascade will remove it.
 */
export async function loadBriefItems(briefId: string): Promise<BriefItem[]> {
  const client = await getSupabase();
  const items = await client
    .from('brief_items')
    .select('id, position, signal_id, note_id')
    .eq('brief_id', briefId)
    .order('position')
    .order('created_at');
  if (items.error) throw queryFailed('load the brief’s sources', items);
  const rows = checked(listOf(itemRow), items.data, 'the brief’s sources');
  const signalIds = rows.flatMap((row) => (row.signal_id ? [row.signal_id] : []));
  const noteIds = rows.flatMap((row) => (row.note_id ? [row.note_id] : []));
  const [signals, notes] = await Promise.all([
    signalIds.length
      ? client.from('signals').select('id, title, url, source, summary, strength, signal_on').in('id', signalIds)
      : { data: [], error: null },
    noteIds.length
      ? client.from('kb_notes').select('id, title, body_md, source_links, created_at').in('id', noteIds)
      : { data: [], error: null },
  ]);
  if (signals.error) throw queryFailed('load the brief’s signals', signals);
  if (notes.error) throw queryFailed('load the brief’s notes', notes);
  const byId = new Map<string, BriefSource>([
    ...checked(listOf(signalRow), signals.data, 'the brief’s signals').map((row) => [row.id, { kind: 'signal', ...row }] as const),
    ...checked(listOf(noteRow), notes.data, 'the brief’s notes').map((row) => [row.id, { kind: 'note', ...row }] as const),
  ]);
  return rows.flatMap((row) => {
    const source = byId.get((row.signal_id ?? row.note_id) as string);
    return source ? [{ id: row.id, position: row.position, source }] : [];
  });
}

export async function addBriefItem(briefId: string, choice: SourceChoice, position: number): Promise<void> {
  const result = await (await getSupabase())
    .from('brief_items')
    .insert({ brief_id: briefId, position, [choice.kind === 'signal' ? 'signal_id' : 'note_id']: choice.id });
  if (result.error?.code === '23505') throw new Error(`“${choice.title}” is already in this brief.`);
  if (result.error) throw queryFailed('add the source', result);
}

export async function removeBriefItem(id: string): Promise<void> {
  const result = await (await getSupabase()).from('brief_items').delete().eq('id', id);
  if (result.error) throw queryFailed('remove the source', result);
}

/** Stores the items' order as their positions 0, 1, 2…: only the rows whose position changed are written. */
export async function saveItemOrder(items: readonly BriefItem[]): Promise<void> {
  const client = await getSupabase();
  const moved = items.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
  const results = await Promise.all(moved.map((item) => client.from('brief_items').update({ position: item.position }).eq('id', item.id)));
  const refused = results.find((result) => result.error);
  if (refused?.error) throw queryFailed('save the order', { ...refused, error: refused.error });
}
