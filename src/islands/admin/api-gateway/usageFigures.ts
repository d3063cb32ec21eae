import type { Credential, UsageDay } from '../credentials/credentialShapes.ts';

/**
 * The partner keys' daily rollups as the gateway shows them: a row per key per day (days without
 * a call count zero, so a line drops to the floor rather than skipping the gap), and a key's
 * totals over the range with its errors and 429s apart. Days are UTC, as the rollups are.
 */
export interface KeyDay {
  day: string;
  key: string;
  calls: number;
  errors: number;
  limited: number;
}

export interface KeyTotals {
  id: string;
  key: string;
  partner: string;
  calls: number;
  errors: number;
  limited: number;
  /** Mean duration of a call in ms, or null without a call. */
  meanMs: number | null;
}

/** The `count` UTC days ending with today's, oldest first. */
export function usageDays(count: number, now: number): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

const sum = (rows: readonly UsageDay[]) =>
  rows.reduce(
    (total, row) => ({
      calls: total.calls + row.calls,
      errors: total.errors + row.errors,
      limited: total.limited + row.limited,
      ms: total.ms + row.total_ms,
    }),
    { calls: 0, errors: 0, limited: 0, ms: 0 },
  );

export function keyDays(usage: readonly UsageDay[], keys: readonly Credential[], days: readonly string[]): KeyDay[] {
  const byKeyDay = Map.groupBy(usage, (row) => `${row.credential_id} ${row.day}`);
  return keys.flatMap((key) =>
    days.map((day) => {
      const { calls, errors, limited } = sum(byKeyDay.get(`${key.id} ${day}`) ?? []);
      return { day, key: key.name, calls, errors, limited };
    }),
  );
}

export function keyTotals(usage: readonly UsageDay[], keys: readonly Credential[], partnerNames: ReadonlyMap<string, string>): KeyTotals[] {
  return keys.map((key) => {
    const { calls, errors, limited, ms } = sum(usage.filter((row) => row.credential_id === key.id));
    return {
      id: key.id,
      key: key.name,
      partner: partnerNames.get(key.partner_id ?? '') ?? '',
      calls,
      errors,
      limited,
      meanMs: calls === 0 ? null : Math.round(ms / calls),
    };
  });
}
