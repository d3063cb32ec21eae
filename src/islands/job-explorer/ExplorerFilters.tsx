import { useMemo } from 'react';
import { shortGroupName } from '../../components/charts/groupLabel.ts';
import type { ExplorerRow } from './explorerRow.ts';

interface Props {
  rows: readonly ExplorerRow[];
  group: string;
  query: string;
  onGroup: (group: string) => void;
  onQuery: (query: string) => void;
}

/** The major groups present in the rows, in SOC order, keyed by their two digits. */
function groupsOf(rows: readonly ExplorerRow[]): [string, string][] {
  const groups = new Map(rows.map((row) => [row.major_group_code.slice(0, 2), shortGroupName(row.major_group_name)]));
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export function ExplorerFilters({ rows, group, query, onGroup, onQuery }: Props) {
  const groups = useMemo(() => groupsOf(rows), [rows]);
  return (
    <div className="explorer-filters">
      <label>
        Major group
        <select value={group} onChange={(event) => onGroup(event.target.value)}>
          <option value="">All groups</option>
          {groups.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Occupation or SOC code
        <input type="search" autoComplete="off" value={query} onChange={(event) => onQuery(event.target.value)} />
      </label>
    </div>
  );
}
