import type { FeedListEntry } from '../../../../functions/_shared/signals/feedFile.ts';
import type { ImportOutcome, SignalImport } from '../../../../functions/_shared/signals/feedSignals.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, flag, listOf, orNull, rowOf, sqlNumber, text } from '../kit/answerShape.ts';
import { rowsInOrder } from '../kit/rowQueries.ts';
import type { SignalFilter } from './signalFilter.ts';

export interface Signal {
  id: string;
  title: string;
  url: string | null;
  source: string;
  summary: string;
  tags: string[];
  strength: number;
  signal_on: string;
  source_id: string | null;
  created_at: string;
  is_sample: boolean;
}

export type SignalFields = Pick<Signal, 'title' | 'url' | 'source' | 'summary' | 'tags' | 'strength' | 'signal_on'>;

export interface SignalSource {
  id: string;
  title: string;
  feed_url: string;
  site_url: string | null;
  last_fetched_at: string | null;
  /** Why the last fetch failed; null after a success or before any fetch. */
  last_error: string | null;
  failed_fetches: number;
  /** When the feed is fetched again: at once, or after its back-off when it failed. */
  next_fetch_at: string;
}

const signalFields = {
  id: text,
  title: text,
  url: orNull(text),
  source: text,
  summary: text,
  tags: listOf(text),
  strength: sqlNumber,
  signal_on: text,
  source_id: orNull(text),
  created_at: text,
  is_sample: flag,
};
const signal = fields<Signal>(signalFields);
const signalRows = listOf(fields<Signal & { total: number }>({ ...signalFields, total: sqlNumber }));
const signalTags = listOf(fields<{ tag: string; signals: number }>({ tag: text, signals: sqlNumber }));
const signalSource = rowOf<SignalSource>({
  id: text,
  title: text,
  feed_url: text,
  site_url: orNull(text),
  last_fetched_at: orNull(text),
  last_error: orNull(text),
  failed_fetches: sqlNumber,
  next_fetch_at: text,
});

/** A failed query as an Error whose message says what could not be done and why. */
function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

/** One page of the filtered list and the filtered total, from the database (public.signal_list). */
export async function loadSignals(filter: SignalFilter, limit: number, offset: number): Promise<{ signals: Signal[]; total: number }> {
  const result = await (await getSupabase()).rpc('signal_list', {
    p_tag: filter.tag || null,
    p_min_strength: filter.min,
    p_from: filter.from || null,
    p_to: filter.to || null,
    p_sort: filter.sort,
    p_limit: limit,
    p_offset: offset,
  });
  if (result.error) throw queryFailed('load the signals', result);
  const rows = checked(signalRows, result.data, 'the signals');
  return { signals: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Every signal the filter keeps, read in pages, for the CSV export. */
export async function loadAllSignals(filter: SignalFilter): Promise<Signal[]> {
  const all: Signal[] = [];
  for (;;) {
    const { signals, total } = await loadSignals(filter, 1000, all.length);
    all.push(...signals);
    if (signals.length === 0 || all.length >= total) return all;
  }
}

export async function loadSignalTags(): Promise<{ tag: string; signals: number }[]> {
  const result = await (await getSupabase()).rpc('signal_tags');
  if (result.error) throw queryFailed('load the signals’ tags', result);
  return checked(signalTags, result.data, 'the signals’ tags');
}

const signalColumns = 'id, title, url, source, summary, tags, strength, signal_on, source_id, created_at, is_sample';

/** The signal already kept for a link, to name it when the same link is added again. */
export async function signalWithUrl(url: string): Promise<Signal | null> {
  const result = await (await getSupabase()).from('signals').select(signalColumns).eq('url', url).maybeSingle();
  if (result.error) throw queryFailed('look for the link', result);
  return checked(orNull(signal), result.data, 'the signal with this link');
}

/** One signal by its id (`/signals?signal=<id>` opens it), or null when there is none. */
export async function loadSignal(id: string): Promise<Signal | null> {
  const result = await (await getSupabase()).from('signals').select(signalColumns).eq('id', id).maybeSingle();
  if (result.error) throw queryFailed('open the signal', result);
  return checked(orNull(signal), result.data, 'the signal');
}

/** Adds (no id) or saves a signal. A link already kept answers `duplicate` with that signal. */
export async function saveSignal(fields: SignalFields, id?: string): Promise<{ saved: Signal } | { duplicate: Signal }> {
  const client = await getSupabase();
  const query = id ? client.from('signals').update(fields).eq('id', id) : client.from('signals').insert(fields);
  const { data, error } = await query.select(signalColumns).single();
  if (error && error.code === '23505' && fields.url) {
    const existing = await signalWithUrl(fields.url);
    if (existing) return { duplicate: existing };
  }
  if (error) throw failed(id ? 'save the signal' : 'add the signal', error);
  return { saved: data as Signal };
}

export async function deleteSignal(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('signals').delete().eq('id', id);
  if (error) throw failed('delete the signal', error);
}

/** A task to review the signal, linked to it (tasks.signal_id), on the tasks page. */
export async function makeTask(signal: Signal): Promise<void> {
  const title = `Review signal: ${signal.title}`.slice(0, 200);
  const { error } = await (await getSupabase()).from('tasks').insert({ title, notes: signal.url ?? '', signal_id: signal.id });
  if (error) throw failed('make the task', error);
}

export async function importSignals(rows: SignalImport[]): Promise<ImportOutcome[]> {
  const { data, error } = await (await getSupabase()).rpc('import_signals', { p_items: rows });
  if (error) throw failed('import the signals', error);
  return data as ImportOutcome[];
}

export async function importSources(rows: FeedListEntry[]): Promise<ImportOutcome[]> {
  const { data, error } = await (await getSupabase()).rpc('import_signal_sources', { p_sources: rows });
  if (error) throw failed('import the feeds', error);
  return data as ImportOutcome[];
}

export const loadSources = () => rowsInOrder('signal_sources', signalSource, 'the feeds', { by: 'title', limit: 1000 });

export async function deleteSource(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('signal_sources').delete().eq('id', id);
  if (error) throw failed('delete the feed', error);
}
