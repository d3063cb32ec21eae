import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { SupabaseLogsNote } from './SupabaseLogsNote.tsx';
import { type StatusCheck, loadSystemStatus } from './systemStatus.ts';

export const stateLabel = (ok: boolean | null) => (ok === null ? 'Not set up' : ok ? 'Up' : 'Down');

/** /system-status: every part checked live when the page opens, with its latency; Check again repeats it. */
export function SystemStatus() {
  const { state, reload } = useToolData(loadSystemStatus);
  if (state.kind === 'loading') return <ToolLoading what="the live checks" />;
  if (state.kind === 'failed') return <ToolFailed message={`The checks could not run: ${state.message}`} onRetry={reload} />;
  const { checks } = state.data;
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
        <button type="button" className="button" onClick={reload}>
          Check again
        </button>
      </div>
      <div className="system-scroll">
        <table>
          <caption>Each part, checked just now</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">State</th>
              <th scope="col" className="system-number">
                Latency
              </th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check: StatusCheck) => (
              <tr key={check.id}>
                <th scope="row">{check.name}</th>
                <td className={check.ok === false ? 'system-bad' : check.ok ? 'system-good' : 'admin-muted'}>{stateLabel(check.ok)}</td>
                <td className="system-number">{check.latencyMs === null ? '–' : `${check.latencyMs} ms`}</td>
                <td>{check.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SupabaseLogsNote />
    </div>
  );
}
