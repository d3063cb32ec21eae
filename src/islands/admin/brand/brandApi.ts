import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { failed } from '../publishing/piecesApi.ts';
import type { BrandTable } from './brandFields.ts';
import { type BrandRow, columnsOf } from './brandValues.ts';

export async function loadBrandRows(spec: BrandTable): Promise<BrandRow[]> {
  const { data, error } = await (await getSupabase())
    .from(spec.table)
    .select(columnsOf(spec))
    .order('sort_order', { ascending: true })
    .order('created_at', { ascending: true })
    .limit(1000);
  if (error) throw failed(`load the ${spec.plural}`, error);
  return data as unknown as BrandRow[];
}

/** Adds an item, or changes it when `id` is given; answers the row as stored. */
export async function saveBrandRow(spec: BrandTable, id: string | null, change: Record<string, unknown>): Promise<BrandRow> {
  const table = (await getSupabase()).from(spec.table);
  const { data, error } = await (id ? table.update(change).eq('id', id) : table.insert(change)).select(columnsOf(spec)).single();
  if (error) throw failed(`save the ${spec.noun}`, error);
  return data as unknown as BrandRow;
}

export async function deleteBrandRow(spec: BrandTable, id: string): Promise<void> {
  const { error } = await (await getSupabase()).from(spec.table).delete().eq('id', id);
  if (error) throw failed(`delete the ${spec.noun}`, error);
}

/** Whether another case study uses this slug. */
export async function brandSlugInUse(spec: BrandTable, slug: string, exceptId: string | null): Promise<boolean> {
  let query = (await getSupabase()).from(spec.table).select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw failed('check the slug', error);
  return data.length > 0;
}

export interface BrandProfile {
  name: string;
  headline: string;
  biography_md: string;
  photo_url: string | null;
  photo_alt: string;
  published: boolean;
  updated_at: string;
}

const profileColumns = 'name, headline, biography_md, photo_url, photo_alt, published, updated_at';

/** The biography: one row, made with the database; the owner only changes it. */
export async function loadProfile(): Promise<BrandProfile> {
  const { data, error } = await (await getSupabase()).from('brand_profile').select(profileColumns).single();
  if (error) throw failed('load the biography', error);
  return data as BrandProfile;
}

export async function saveProfile(change: Omit<BrandProfile, 'updated_at'>): Promise<BrandProfile> {
  const { data, error } = await (await getSupabase()).from('brand_profile').update(change).eq('id', true).select(profileColumns).single();
  if (error) throw failed('save the biography', error);
  return data as BrandProfile;
}
