import { useCallback, useEffect, useState } from 'react';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import type { FilterControl } from '../kit/FilterBar.tsx';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { choiceParam, textParam, type UrlValue, urlParams } from '../kit/urlParams.ts';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { loadOperationNames, loadRecentOperations, type OperationRow, type StatusClass, statusClasses } from './operations.ts';
import { SupabaseLogsNote } from './SupabaseLogsNote.tsx';
import { systemListParams } from './systemList.ts';

const refreshSeconds = 5;
const columns: Column<OperationRow>[] = [
  { key: 'at', label: 'Time', value: (row) => row.at, cell: (row) => new Date(row.at).toLocaleTimeString() },
  { key: 'origin', label: 'Origin', value: (row) => row.origin },
  { key: 'name', label: 'Function or route', value: (row) => row.name },
  { key: 'status', label: 'Status', value: (row) => row.status, numeric: true },
  { key: 'duration', label: 'Duration ms', value: (row) => row.duration_ms, numeric: true },
  { key: 'error', label: 'Error code', value: (row) => row.error_code },
];

/** `?name=` and `?status=` ask the record for those outcomes only; `?q=` searches what came back. */
const monitorAddress = urlParams({
  name: textParam('', 200),
  status: choiceParam<'all' | StatusClass>(['all', ...statusClasses], 'all'),
  ...systemListParams(columns, { key: 'at', direction: 'descending' }),
});
type MonitorAddress = UrlValue<typeof monitorAddress>;

const filtersFor = (names: readonly string[]): FilterControl<MonitorAddress>[] => [
  {
    key: 'name',
    label: 'Function or route',
    kind: 'choice',
    options: optionsWithNone('All', names, (name) => name),
  },
  {
    key: 'status',
    label: 'Status',
    kind: 'choice',
    options: [{ value: 'all', label: 'All' }, ...statusClasses.map((value) => ({ value, label: value }))],
  },
];

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /system-monitor: the newest requests and jobs of the operations record, refreshed every few
 * seconds until paused. A reader who asks for reduced motion starts paused: rows that move on
 * their own are motion.
 */
export function SystemMonitor() {
  const list = useListAddress(monitorAddress);
  const { name, status } = list.address;
  const [paused, setPaused] = useState(reducedMotion);
  const load = useCallback(
    () => Promise.all([loadRecentOperations(200, name || null, status === 'all' ? null : status), loadOperationNames()]),
    [name, status],
  );
  const data = useToolData(load);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(data.reload, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [paused, data.reload]);
  return (
    <div className="admin-stack">
      <ToolData data={data} what="the latest requests">
        {([rows, names]) => (
          <>
            <p className="admin-muted" role="status">
              {paused ? 'Paused: press Resume to refresh every 5 seconds.' : `Refreshing every ${refreshSeconds} seconds.`} Showing the
              newest {rows.length} {rows.length === 1 ? 'outcome' : 'outcomes'}.
            </p>
            <SearchableTable
              idPrefix="monitor"
              list={list}
              filters={filtersFor([...new Set(names.map((entry) => entry.name))])}
              caption="The newest requests and jobs, newest first"
              columns={columns}
              rows={rows}
              rowKey={(row) => String(row.id)}
              filename="system-monitor.csv"
              noun="outcomes"
              empty={
                name || status !== 'all' ? (
                  <p className="admin-muted">No outcome of this function or status among the newest.</p>
                ) : (
                  <ToolEmpty title="Nothing recorded yet">
                    Open a page of the site or run the system test: requests appear here within a second.
                  </ToolEmpty>
                )
              }
            >
              <button type="button" className="button" aria-pressed={paused} onClick={() => setPaused(!paused)}>
                {paused ? 'Resume' : 'Pause'}
              </button>
            </SearchableTable>
          </>
        )}
      </ToolData>
      <SupabaseLogsNote />
    </div>
  );
}
