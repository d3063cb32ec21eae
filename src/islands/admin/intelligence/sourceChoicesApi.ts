import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, listOf, numeric, type Shape, text } from '../kit/answerShape.ts';
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

/** The rows an rpc of the search finds for what was typed (with the tag when one is given), each as a choice. */
async function found<R>(rpc: string, [query, tag]: [string, string], row: Shape<R>, what: string, choice: (row: R) => SourceChoice) {
  const result = await (await getSupabase()).rpc(rpc, { p_query: query, p_tag: tag.trim() || null, p_limit: 20 });
  if (result.error) throw queryFailed(`search ${what}`, result);
  return checked(listOf(row), result.data, `${what} found`).map(choice);
}

/** Signals whose title holds every word typed, with the tag when one is given, newest first. */
export const findSignals = (query: string, tag: string) =>
  found('brief_signal_choices', [query, tag], signalChoice, 'the signals', (row) => ({
    kind: 'signal',
    id: row.id,
    title: row.title,
    detail: [row.source, row.signal_on, `strength ${row.strength}`].filter(Boolean).join(' · '),
  }));

/** Notes found by the knowledge base's own search (words by their beginning), best first. */
export const findNotes = (query: string, tag: string) =>
  found('search_kb_notes', [query, tag], noteChoice, 'the notes', (row) => ({
    kind: 'note',
    id: row.id,
    title: row.title,
    detail: ['note', row.updated_at.slice(0, 10), ...row.tags.map(tagLabel)].join(' · '),
  }));
