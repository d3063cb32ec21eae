import { type ColumnConfig, configKey, configLabel } from './labConfig.ts';

export interface TallyRow {
  key: string;
  configuration: string;
  /** Blind comparisons it took part in that were voted on. */
  compared: number;
  wins: number;
  /** wins / compared, 0 to 1. */
  winRate: number;
}

/**
 * The votes per configuration: for each one, how many voted blind comparisons it was in (once
 * per comparison, even in two columns of it) and how many it won; most wins first, then the best
 * rate, then by name.
 */
export function labTally(
  votes: readonly { version_id: string; result_id: string }[],
  results: readonly (ColumnConfig & { id: string; version_id: string })[],
): TallyRow[] {
  const voted = new Set(votes.map((vote) => vote.version_id));
  const chosen = new Set(votes.map((vote) => vote.result_id));
  const rows = new Map<string, { configuration: string; versions: Set<string>; wins: number }>();
  for (const result of results) {
    if (!voted.has(result.version_id)) continue;
    const key = configKey(result);
    const row = rows.get(key) ?? { configuration: configLabel(result), versions: new Set<string>(), wins: 0 };
    row.versions.add(result.version_id);
    if (chosen.has(result.id)) row.wins += 1;
    rows.set(key, row);
  }
  return [...rows]
    .map(([key, row]) => ({
      key,
      configuration: row.configuration,
      compared: row.versions.size,
      wins: row.wins,
      winRate: row.wins / row.versions.size,
    }))
    .sort((a, b) => b.wins - a.wins || b.winRate - a.winRate || a.configuration.localeCompare(b.configuration));
}
