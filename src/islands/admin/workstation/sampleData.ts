/** The sample rows `npm start -- --demo` wrote, per table, and their removal (admin-only SQL, and the sample images' files). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

export type SampleCounts = Record<string, number>;

async function call(client: SupabaseClient, name: string): Promise<SampleCounts> {
  const { data, error } = await client.rpc(name);
  if (error) throw new Error(error.message);
  return (data ?? {}) as SampleCounts;
}

export const sampleCounts = async () => call(await getSupabase(), 'admin_sample_data');

/**
 * The sample images' files first, through the Storage API (Storage refuses deletes of its rows in
 * SQL, and they would leave the bytes behind), then every sample row in one call. A failure halfway
 * leaves rows whose files are gone, which the next removal takes; never files no row names.
 */
export async function removeSampleData(client?: SupabaseClient): Promise<SampleCounts> {
  const supabase = client ?? (await getSupabase());
  const images = await supabase.from('studio_images').select('draft_path').eq('is_sample', true);
  if (images.error) throw new Error(images.error.message);
  const paths = (images.data as { draft_path: string }[]).map((image) => image.draft_path);
  if (paths.length > 0) {
    const removed = await supabase.storage.from('drafts').remove(paths);
    if (removed.error) throw new Error(`The sample images’ files could not be removed: ${removed.error.message}`);
  }
  return call(supabase, 'admin_remove_sample_data');
}

export const totalRows = (counts: SampleCounts) => Object.values(counts).reduce((sum, count) => sum + Number(count), 0);
