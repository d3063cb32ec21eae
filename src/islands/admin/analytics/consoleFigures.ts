import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { checked, type Guard } from '../../../lib/plainChecks.ts';
import type { DayRange } from '../../../lib/ownerDays.ts';

/** One console figure function: its name, the shape of its answer, and that shape in words. */
type FigureCall<T> = readonly [name: string, check: Guard<T>, expected: string];

/**
 * Reads a page's figures for a range of the owner's days, as the admin, each field from its own
 * figure function, all in one read (admin_console_figures): the database computes every figure
 * and refuses anyone else; each answer is checked before use.
 */
export const figureSet =
  <T extends object>(calls: { [K in keyof T]: FigureCall<T[K]> }) =>
  async (range: DayRange, timeZone: string): Promise<T> => {
    const fields = Object.entries<FigureCall<unknown>>(calls);
    const { data, error } = await (await getSupabase()).rpc('admin_console_figures', {
      p_names: fields.map(([, [name]]) => name),
      p_from: range.from,
      p_to: range.to,
      p_time_zone: timeZone,
    });
    if (error) throw new Error(`The figures could not be loaded: ${error.message}`);
    const answers = (data ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      fields.map(([key, [name, check, expected]]) => [key, checked(answers[name], check, `${name} answer`, expected)]),
    ) as T;
  };
