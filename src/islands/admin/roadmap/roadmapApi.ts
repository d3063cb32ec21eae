import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, flag, numeric, oneOf, orNull, rowOf, text } from '../kit/answerShape.ts';
import { rowsInOrder } from '../kit/rowQueries.ts';
import { type Placement, type RoadmapItem, type RoadmapStatus, roadmapColumns } from './roadmapBoard.ts';

const status = oneOf(roadmapColumns.map((column) => column.status));
const item = rowOf<RoadmapItem>({
  id: text,
  title: text,
  details: text,
  status,
  position: numeric,
  created_at: text,
  updated_at: text,
  is_sample: flag,
});
const placed = orNull(fields<{ status: RoadmapStatus; index: number; count: number }>({ status, index: numeric, count: numeric }));

export const loadRoadmap = () => rowsInOrder('roadmap_items', item, 'the roadmap', { by: 'position', limit: 2000 });

/** A new item goes last in its column. */
export async function addRoadmapItem(added: { title: string; details: string; status: RoadmapStatus; position: number }): Promise<void> {
  const result = await (await getSupabase()).from('roadmap_items').insert(added);
  if (result.error) throw queryFailed('add the item', result);
}

export async function changeRoadmapItem(id: string, change: { title: string; details: string }): Promise<void> {
  const result = await (await getSupabase()).from('roadmap_items').update(change).eq('id', id);
  if (result.error) throw queryFailed('save the item', result);
}

export async function deleteRoadmapItem(id: string): Promise<void> {
  const result = await (await getSupabase()).from('roadmap_items').delete().eq('id', id);
  if (result.error) throw queryFailed('delete the item', result);
}

/** Moves an item in the database, which numbers both columns again; null when the item was deleted meanwhile. */
export async function moveRoadmapItem(id: string, to: Placement): Promise<{ status: RoadmapStatus; index: number; count: number } | null> {
  const result = await (await getSupabase()).rpc('move_roadmap_item', { p_id: id, p_status: to.status, p_index: to.index });
  if (result.error) throw queryFailed('move the item', result);
  return checked(placed, result.data, 'the item’s new place');
}
