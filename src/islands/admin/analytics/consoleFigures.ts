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

/** One console figure function: its name, the shape of its answer, and that shape in words. */
type FigureCall<T> = readonly [name: string, check: Guard<T>, expected: string];

/** Reads a page's figures for a range, each field from its own function, all asked of the database at once. */
export const figureSet =
  <T extends object>(calls: { [K in keyof T]: FigureCall<T[K]> }) =>
  async (range: DayRange, timeZone: string): Promise<T> => {
    const read = async ([key, [name, check, expected]]: [string, FigureCall<unknown>]) =>
      [key, await consoleFigures(name, range, timeZone, check, expected)] as const;
    return Object.fromEntries(await Promise.all(Object.entries<FigureCall<unknown>>(calls).map(read))) as T;
  };
