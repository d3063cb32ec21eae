import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { quadrants, rings } from '../../../lib/radar/radarEntry.ts';
import { fields, flag, listOf, oneOf, orNull, type ShapeOf, rowOf, text } from '../kit/answerShape.ts';
import { answered, newestRows } from '../kit/rowQueries.ts';

/**
 * The radar's reads and writes: its entries, every ring move, and the titles of the signals and
 * notes an entry may link to. A ring changes only through move_radar_entry, which records the move.
 */
const ids = listOf(text);
const entry = rowOf({
  id: text,
  name: text,
  quadrant: oneOf(quadrants),
  ring: oneOf(rings),
  rationale: text,
  review_on: orNull(text),
  public: flag,
  signal_ids: ids,
  note_ids: ids,
  updated_at: text,
  is_sample: flag,
});
export type RadarEntry = ShapeOf<typeof entry>;

const move = rowOf({ id: text, entry_id: text, from_ring: oneOf(rings), to_ring: oneOf(rings), reason: text, moved_at: text });
export type RadarMove = ShapeOf<typeof move>;

const source = fields({ id: text, title: text });
export type RadarSource = ShapeOf<typeof source>;

export interface RadarData {
  entries: RadarEntry[];
  moves: RadarMove[];
  signals: RadarSource[];
  notes: RadarSource[];
}

export async function loadRadar(): Promise<RadarData> {
  const [entries, moves, signals, notes] = await Promise.all([
    newestRows('radar_entries', entry.columns, entry, 'the radar entries'),
    newestRows('radar_moves', move.columns, move, 'the ring moves', { by: 'moved_at', limit: 5000 }),
    newestRows('signals', 'id, title', source, 'the signals', { limit: 300 }),
    newestRows('kb_notes', 'id, title', source, 'the notes', { limit: 300 }),
  ]);
  return { entries, moves, signals, notes };
}

export type EntryChange = Pick<RadarEntry, 'name' | 'quadrant' | 'rationale' | 'review_on' | 'public' | 'signal_ids' | 'note_ids'>;

/** Adds an entry in its first ring, or changes one (never its ring: that is a move). */
export async function saveEntry(id: string | null, change: EntryChange, ring: RadarEntry['ring']): Promise<RadarEntry> {
  const table = (await getSupabase()).from('radar_entries');
  const query = id === null ? table.insert({ ...change, ring }) : table.update(change).eq('id', id);
  return answered(await query.select(entry.columns).single(), entry, 'the radar entry', 'save');
}

export async function moveEntry(id: string, ring: RadarEntry['ring'], reason: string): Promise<RadarMove> {
  const result = await (await getSupabase()).rpc('move_radar_entry', { p_entry: id, p_ring: ring, p_reason: reason });
  return answered(result, move, 'the move', 'record');
}

export async function deleteEntry(id: string): Promise<void> {
  const result = await (await getSupabase()).from('radar_entries').delete().eq('id', id);
  if (result.error) answered(result, text, 'the radar entry', 'delete');
}
