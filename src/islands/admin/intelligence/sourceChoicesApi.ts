import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, listOf, numeric, text } from '../kit/answerShape.ts';
import type { SourceChoice } from './briefItemsApi.ts';

const signalChoice = fields<{ id: string; title: string; source: string; signal_on: string; strength: number }>({
  id: text,
  title: text,
  source: text,
  signal_on: text,
  strength: numeric,
});
const noteChoice = fields<{ id: string; title: string; updated_at: string; tags: string[] }>({
  id: text,
  title: text,
  updated_at: text,
  tags: listOf(text),
});

/** Signals whose title holds every word typed, with the tag when one is given, newest first. */
export async function findSignals(query: string, tag: string): Promise<SourceChoice[]> {
  const result = await (await getSupabase()).rpc('brief_signal_choices', { p_query: query, p_tag: tag.trim() || null, p_limit: 20 });
  if (result.error) throw queryFailed('search the signals', result);
  return checked(listOf(signalChoice), result.data, 'the signals found').map((row) => ({
    kind: 'signal',
    id: row.id,
    title: row.title,
    detail: [row.source, row.signal_on, `strength ${row.strength}`].filter(Boolean).join(' · '),
  }));
}

/** Notes found by the knowledge base's own search (words by their beginning), best first. */
export async function findNotes(query: string, tag: string): Promise<SourceChoice[]> {
  const result = await (await getSupabase()).rpc('search_kb_notes', { p_query: query, p_tag: tag.trim() || null, p_limit: 20 });
  if (result.error) throw queryFailed('search the notes', result);
  return checked(listOf(noteChoice), result.data, 'the notes found').map((row) => ({
    kind: 'note',
    id: row.id,
    title: row.title,
    detail: ['note', row.updated_at.slice(0, 10), ...row.tags.map(tagLabel)].join(' · '),
  }));
}
