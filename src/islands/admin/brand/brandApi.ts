import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { fields, flag, listOf, orNull, type Shape, type ShapeOf, rowOf, text } from '../kit/answerShape.ts';
import { answered, changeOnlyRow, onlyRow } from '../kit/rowQueries.ts';
import { failed } from '../publishing/piecesApi.ts';
import type { BrandTable } from './brandFields.ts';
import { type BrandRow, columnsOf } from './brandValues.ts';

const stamped = fields<Pick<BrandRow, 'id' | 'updated_at' | 'is_sample'>>({ id: text, updated_at: text, is_sample: flag });
/** A brand row: its stamps checked; its fields are the form's to read (formOf), each by its kind. */
const brandRow: Shape<BrandRow> = (value, at) => stamped(value, at) as BrandRow;

/** A table's items in the owner's order, then oldest first. */
export async function loadBrandRows(spec: BrandTable): Promise<BrandRow[]> {
  const query = (await getSupabase()).from(spec.table).select(columnsOf(spec)).order('sort_order', { ascending: true });
  return answered(await query.order('created_at', { ascending: true }).limit(1000), listOf(brandRow), `the ${spec.plural}`);
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

const profile = rowOf({
  name: text,
  headline: text,
  biography_md: text,
  photo_url: orNull(text),
  photo_alt: text,
  published: flag,
  updated_at: text,
});
export type BrandProfile = ShapeOf<typeof profile>;

/** The biography: one row, made with the database; the owner only changes it. */
export const loadProfile = () => onlyRow('brand_profile', profile.columns, profile, 'the biography');

export const saveProfile = (change: Omit<BrandProfile, 'updated_at'>) =>
  changeOnlyRow('brand_profile', change, profile.columns, profile, 'the biography');
