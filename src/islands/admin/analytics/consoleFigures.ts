import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { checked, type Guard } from '../../../lib/plainChecks.ts';
import type { DayRange } from '../../../lib/ownerDays.ts';

/**
 * One of the console's figure functions for a range of the owner's days, as the admin. The
 * database computes the figure and refuses anyone else; the answer is checked before use.
 */
export async function consoleFigures<T>(name: string, range: DayRange, timeZone: string, check: Guard<T>, expected: string): Promise<T> {
  const client = await getSupabase();
  const { data, error } = await client.rpc(name, { p_from: range.from, p_to: range.to, p_time_zone: timeZone });
  if (error) throw new Error(`The figures could not be loaded: ${error.message}`);
  return checked(data, check, `${name} answer`, expected);
}
