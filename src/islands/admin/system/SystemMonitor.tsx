import { useCallback, useEffect, useState } from 'react';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import {
  isStatusClass,
  loadOperationNames,
  loadRecentOperations,
  type OperationRow,
  type StatusClass,
  statusClasses,
} from './operations.ts';
import { SupabaseLogsNote } from './SupabaseLogsNote.tsx';
import { type Column, SystemTable } from './SystemTable.tsx';
import { FormField } from '../../shared/FormField.tsx';

const refreshSeconds = 5;
const columns: Column<OperationRow>[] = [
  { key: 'at', label: 'Time', value: (row) => row.at, render: (row) => new Date(row.at).toLocaleTimeString() },
  { key: 'origin', label: 'Origin', value: (row) => row.origin },
  { key: 'name', label: 'Function or route', value: (row) => row.name },
  { key: 'status', label: 'Status', value: (row) => row.status, numeric: true },
  { key: 'duration', label: 'Duration ms', value: (row) => row.duration_ms, numeric: true },
  { key: 'error', label: 'Error code', value: (row) => row.error_code },
];

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /system-monitor: the newest requests and jobs of the operations record, refreshed every few
 * seconds until paused. A reader who asks for reduced motion starts paused: rows that move on
 * their own are motion.
 */
export function SystemMonitor() {
  const [name, setName] = useState<string | null>(null);
  const [statusClass, setStatusClass] = useState<StatusClass | null>(null);
  const [paused, setPaused] = useState(reducedMotion);
  const load = useCallback(() => Promise.all([loadRecentOperations(200, name, statusClass), loadOperationNames()]), [name, statusClass]);
  const { state, reload } = useToolData(load);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(reload, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [paused, reload]);
  if (state.kind === 'loading') return <ToolLoading what="the latest requests" />;
  if (state.kind === 'failed') return <ToolFailed message={`The latest requests could not be loaded: ${state.message}`} onRetry={reload} />;
  const [rows, names] = state.data;
  const controls = (
    <>
      <FormField id="monitor-name" label="Function or route">
        {(control) => (
          <select {...control} value={name ?? ''} onChange={(event) => setName(event.target.value || null)}>
            <option value="">All</option>
            {names.map((entry) => (
              <option key={`${entry.origin}:${entry.name}`} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="monitor-status" label="Status">
        {(control) => (
          <select
            {...control}
            value={statusClass ?? ''}
            onChange={(event) => setStatusClass(isStatusClass(event.target.value) ? event.target.value : null)}
          >
            <option value="">All</option>
            {statusClasses.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="button" className="button" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? 'Resume' : 'Pause'}
      </button>
    </>
  );
  return (
    <div className="admin-stack">
      <p className="admin-muted" role="status">
        {paused ? 'Paused: press Resume to refresh every 5 seconds.' : `Refreshing every ${refreshSeconds} seconds.`} Showing the newest{' '}
        {rows.length} {rows.length === 1 ? 'outcome' : 'outcomes'}.
      </p>
      {rows.length === 0 && name === null && statusClass === null ? (
        <ToolEmpty title="Nothing recorded yet">
          Open a page of the site or run the system test: requests appear here within a second.
        </ToolEmpty>
      ) : (
        <SystemTable
          caption="The newest requests and jobs, newest first"
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          csvName="system-monitor.csv"
          controls={controls}
        />
      )}
      <SupabaseLogsNote />
    </div>
  );
}
