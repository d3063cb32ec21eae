/** The sample rows `npm start -- --demo` wrote, per table, and their one-call removal (admin-only SQL). */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

export type SampleCounts = Record<string, number>;

async function call(name: string): Promise<SampleCounts> {
  const { data, error } = await (await getSupabase()).rpc(name);
  if (error) throw new Error(error.message);
  return (data ?? {}) as SampleCounts;
}

export const sampleCounts = () => call('admin_sample_data');
export const removeSampleData = () => call('admin_remove_sample_data');

export const totalRows = (counts: SampleCounts) => Object.values(counts).reduce((sum, count) => sum + Number(count), 0);
