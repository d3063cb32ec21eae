import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import type { ImportedNote } from './markdownImport.ts';
import type { ExportedNote } from './markdownExport.ts';
import type { NoteValues } from './noteFields.ts';

/** A search result: title and snippet carry the search's highlight marks (see Highlighted.tsx). */
export interface NoteHit {
  id: string;
  title: string;
  title_highlighted: string;
  snippet: string;
  tags: string[];
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  is_sample: boolean;
  rank: number;
}

export interface Note extends NoteValues {
  id: string;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  is_sample: boolean;
}

export interface NoteSearch {
  query: string;
  tag: string | null;
  archived: boolean;
  page: number;
}

export const notesPerPage = 25;
/** The most matches one search ranks (search_kb_notes); past it, the total answered is one more. */
export const rankedAtMost = 100;

function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

/** One page of notes; `total` is at most rankedAtMost when `moreThanRanked` says more matched. */
export async function searchNotes(search: NoteSearch): Promise<{ hits: NoteHit[]; total: number; moreThanRanked: boolean }> {
  const { data, error } = await (await getSupabase()).rpc('search_kb_notes', {
    p_query: search.query,
    p_tag: search.tag,
    p_archived: search.archived,
    p_limit: notesPerPage,
    p_offset: (search.page - 1) * notesPerPage,
  });
  if (error) throw failed('search the notes', error);
  const rows = (data ?? []) as (NoteHit & { total: number })[];
  const total = Number(rows[0]?.total ?? 0);
  // Only a search is capped; the list without one is counted whole.
  const moreThanRanked = search.query.trim() !== '' && total > rankedAtMost;
  return { hits: rows, total: moreThanRanked ? rankedAtMost : total, moreThanRanked };
}

/** Every tag of the notes not archived, with how many carry it. */
export async function noteTags(): Promise<{ tag: string; notes: number }[]> {
  const { data, error } = await (await getSupabase()).rpc('kb_note_tags');
  if (error) throw failed('load the tags', error);
  return ((data ?? []) as { tag: string; notes: number }[]).map((row) => ({ tag: row.tag, notes: Number(row.notes) }));
}

const noteColumns = 'id, title, body_md, tags, source_links, created_at, updated_at, archived_at, is_sample';

export async function loadNote(id: string): Promise<Note | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data, error } = await (await getSupabase()).from('kb_notes').select(noteColumns).eq('id', id).maybeSingle();
  if (error) throw failed('load the note', error);
  return data as Note | null;
}

/** Saves the note's fields: a new note is added, a saved one changed. */
export async function saveNote(id: string | null, values: NoteValues): Promise<Note> {
  const client = await getSupabase();
  const query = id ? client.from('kb_notes').update(values).eq('id', id) : client.from('kb_notes').insert(values);
  const { data, error } = await query.select(noteColumns).single();
  if (error) throw failed('save the note', error);
  return data as Note;
}

export async function setArchived(id: string, archived: boolean): Promise<Note> {
  const { data, error } = await (await getSupabase())
    .from('kb_notes')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id)
    .select(noteColumns)
    .single();
  if (error) throw failed(archived ? 'archive the note' : 'restore the note', error);
  return data as Note;
}

export async function deleteNote(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('kb_notes').delete().eq('id', id);
  if (error) throw failed('delete the note', error);
}

export type ImportOutcome = { outcome: 'imported' | 'duplicate'; id: string } | { outcome: 'refused'; message: string };

/** Sends the notes in chunks the database takes (500), answering one outcome per note in order. */
export async function importNotes(notes: readonly ImportedNote[]): Promise<ImportOutcome[]> {
  const client = await getSupabase();
  const outcomes: ImportOutcome[] = [];
  for (let from = 0; from < notes.length; from += 500) {
    const { data, error } = await client.rpc('import_kb_notes', { p_notes: notes.slice(from, from + 500) });
    if (error) throw failed('import the notes', error);
    outcomes.push(...(data as ImportOutcome[]));
  }
  return outcomes;
}

/** Every note, archived ones too, for the export: read a thousand at a time. */
export async function allNotes(): Promise<ExportedNote[]> {
  const client = await getSupabase();
  const notes: ExportedNote[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('kb_notes')
      .select('id, title, body_md, tags, source_links, created_at, updated_at, archived_at')
      .order('created_at')
      .order('id')
      .range(from, from + 999);
    if (error) throw failed('read the notes for the export', error);
    notes.push(...(data as ExportedNote[]));
    if (data.length < 1000) return notes;
  }
}
