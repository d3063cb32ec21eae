import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import type { BriefNote, BriefSignal, BriefSource } from './briefMarkdown.ts';

export type BriefStatus = 'draft' | 'final';

export interface BriefSummary {
  id: string;
  title: string;
  status: BriefStatus;
  finalised_at: string | null;
  created_at: string;
  updated_at: string;
  is_sample: boolean;
  items: number;
}

export interface Brief {
  id: string;
  title: string;
  body_md: string;
  status: BriefStatus;
  finalised_at: string | null;
  updated_at: string;
  is_sample: boolean;
}

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

function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

const briefColumns = 'id, title, body_md, status, finalised_at, updated_at, is_sample';

export async function loadBriefSummaries(): Promise<BriefSummary[]> {
  const { data, error } = await (await getSupabase()).rpc('brief_summaries').limit(5000);
  if (error) throw failed('load the briefs', error);
  return (data as (Omit<BriefSummary, 'items'> & { items: number | string })[]).map((row) => ({ ...row, items: Number(row.items) }));
}

export async function createBrief(title: string): Promise<Brief> {
  const { data, error } = await (await getSupabase()).from('briefs').insert({ title }).select(briefColumns).single();
  if (error) throw failed('create the brief', error);
  return data as Brief;
}

export async function loadBrief(id: string): Promise<Brief | null> {
  const { data, error } = await (await getSupabase()).from('briefs').select(briefColumns).eq('id', id).maybeSingle();
  if (error) throw failed('load the brief', error);
  return data as Brief | null;
}

/** Saves the title, text or status; a final brief's trigger refuses a change to its text, said in words. */
export async function saveBrief(id: string, change: Partial<Pick<Brief, 'title' | 'body_md' | 'status'>>): Promise<Brief> {
  const { data, error } = await (await getSupabase()).from('briefs').update(change).eq('id', id).select(briefColumns).single();
  if (error) throw failed('save the brief', error);
  return data as Brief;
}

export async function deleteBrief(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('briefs').delete().eq('id', id);
  if (error) throw failed('delete the brief', error);
}

interface ItemRow {
  id: string;
  position: number;
  signal_id: string | null;
  note_id: string | null;
}

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
  if (items.error) throw failed('load the brief’s sources', items.error);
  const rows = items.data as ItemRow[];
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
  if (signals.error) throw failed('load the brief’s signals', signals.error);
  if (notes.error) throw failed('load the brief’s notes', notes.error);
  const byId = new Map<string, BriefSource>([
    ...(signals.data as Omit<BriefSignal, 'kind'>[]).map((row) => [row.id, { kind: 'signal', ...row }] as const),
    ...(notes.data as Omit<BriefNote, 'kind'>[]).map((row) => [row.id, { kind: 'note', ...row }] as const),
  ]);
  return rows.flatMap((row) => {
    const source = byId.get((row.signal_id ?? row.note_id) as string);
    return source ? [{ id: row.id, position: row.position, source }] : [];
  });
}

export async function addBriefItem(briefId: string, choice: SourceChoice, position: number): Promise<void> {
  const { error } = await (await getSupabase())
    .from('brief_items')
    .insert({ brief_id: briefId, position, [choice.kind === 'signal' ? 'signal_id' : 'note_id']: choice.id });
  if (error) throw error.code === '23505' ? new Error(`“${choice.title}” is already in this brief.`) : failed('add the source', error);
}

export async function removeBriefItem(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('brief_items').delete().eq('id', id);
  if (error) throw failed('remove the source', error);
}

/** Stores the items' order as their positions 0, 1, 2…: only the rows whose position changed are written. */
export async function saveItemOrder(items: readonly BriefItem[]): Promise<void> {
  const client = await getSupabase();
  const moved = items.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
  const results = await Promise.all(moved.map((item) => client.from('brief_items').update({ position: item.position }).eq('id', item.id)));
  const error = results.find((result) => result.error)?.error;
  if (error) throw failed('save the order', error);
}

/** Signals whose title holds every word typed, with the tag when one is given, newest first. */
export async function findSignals(query: string, tag: string): Promise<SourceChoice[]> {
  const { data, error } = await (await getSupabase()).rpc('brief_signal_choices', {
    p_query: query,
    p_tag: tag.trim() || null,
    p_limit: 20,
  });
  if (error) throw failed('search the signals', error);
  return (data as { id: string; title: string; source: string; signal_on: string; strength: number }[]).map((row) => ({
    kind: 'signal',
    id: row.id,
    title: row.title,
    detail: [row.source, row.signal_on, `strength ${row.strength}`].filter(Boolean).join(' · '),
  }));
}

/** Notes found by the knowledge base's own search (words by their beginning), best first. */
export async function findNotes(query: string, tag: string): Promise<SourceChoice[]> {
  const { data, error } = await (await getSupabase()).rpc('search_kb_notes', {
    p_query: query,
    p_tag: tag.trim() || null,
    p_limit: 20,
  });
  if (error) throw failed('search the notes', error);
  return (data as { id: string; title: string; updated_at: string; tags: string[] }[]).map((row) => ({
    kind: 'note',
    id: row.id,
    title: row.title,
    detail: ['note', row.updated_at.slice(0, 10), ...row.tags.map(tagLabel)].join(' · '),
  }));
}
