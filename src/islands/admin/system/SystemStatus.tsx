import { DataTable } from '../kit/DataTable.tsx';
import { clientTable, type Column } from '../kit/tableRows.ts';
import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { SupabaseLogsNote } from './SupabaseLogsNote.tsx';
import { stateClass, stateLabel } from './systemList.ts';
import { loadSystemStatus, type StatusCheck } from './systemStatus.ts';

const columns: Column<StatusCheck>[] = [
  { key: 'part', label: 'Part', value: (check) => check.name, rowHeader: true },
  {
    key: 'state',
    label: 'State',
    value: (check) => stateLabel(check.ok),
    cell: (check) => <span className={stateClass(check.ok)}>{stateLabel(check.ok)}</span>,
  },
  {
    key: 'latency',
    label: 'Latency',
    numeric: true,
    value: (check) => check.latencyMs,
    cell: (check) => (check.latencyMs === null ? '–' : `${check.latencyMs} ms`),
  },
  { key: 'detail', label: 'Detail', value: (check) => check.detail },
];

/** /system-status: every part checked live when the page opens, with its latency; Check again repeats it. */
export function SystemStatus() {
  const data = useToolData(loadSystemStatus);
  return (
    <ToolData data={data} what="the live checks">
      {({ checks }) => {
        const down = checks.filter((check) => check.ok === false);
        const up = checks.filter((check) => check.ok === true);
        return (
          <div className="admin-stack">
            <div className="admin-actions">
              <p role="status" className={down.length > 0 ? 'system-bad' : 'system-good'}>
                {down.length > 0
                  ? `${down.length} part${down.length === 1 ? ' is' : 's are'} down: ${down.map((check) => check.name).join(', ')}.`
                  : 'Every part that is set up answered.'}{' '}
                {up.length} up, {checks.length - up.length - down.length} not set up.
              </p>
              <button type="button" className="button" onClick={data.reload}>
                Check again
              </button>
            </div>
            <DataTable
              caption="Each part, checked just now"
              columns={columns}
              table={clientTable(checks, { columns })}
              rowKey={(check) => check.id}
              empty={<p className="admin-muted">The status function named no part to check.</p>}
            />
            <SupabaseLogsNote />
          </div>
        );
      }}
    </ToolData>
  );
}
