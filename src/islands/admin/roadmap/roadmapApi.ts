import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import type { Placement, RoadmapItem, RoadmapStatus } from './roadmapBoard.ts';

function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

export async function loadRoadmap(): Promise<RoadmapItem[]> {
  const { data, error } = await (await getSupabase())
    .from('roadmap_items')
    .select('id, title, details, status, position, created_at, updated_at, is_sample')
    .order('position')
    .limit(2000);
  if (error) throw failed('load the roadmap', error);
  return data as RoadmapItem[];
}

/** A new item goes last in its column. */
export async function addRoadmapItem(item: { title: string; details: string; status: RoadmapStatus; position: number }): Promise<void> {
  const { error } = await (await getSupabase()).from('roadmap_items').insert(item);
  if (error) throw failed('add the item', error);
}

export async function changeRoadmapItem(id: string, change: { title: string; details: string }): Promise<void> {
  const { error } = await (await getSupabase()).from('roadmap_items').update(change).eq('id', id);
  if (error) throw failed('save the item', error);
}

export async function deleteRoadmapItem(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('roadmap_items').delete().eq('id', id);
  if (error) throw failed('delete the item', error);
}

/** Moves an item in the database, which numbers both columns again; null when the item was deleted meanwhile. */
export async function moveRoadmapItem(id: string, to: Placement): Promise<{ status: RoadmapStatus; index: number; count: number } | null> {
  const { data, error } = await (await getSupabase()).rpc('move_roadmap_item', { p_id: id, p_status: to.status, p_index: to.index });
  if (error) throw failed('move the item', error);
  return data as { status: RoadmapStatus; index: number; count: number } | null;
}
