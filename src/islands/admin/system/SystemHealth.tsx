import { SearchableTable } from '../kit/SearchableTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { type FunctionHealth, type Health, loadHealth } from './operations.ts';
import { SupabaseLogsNote } from './SupabaseLogsNote.tsx';
import { systemTable } from './systemList.ts';

const load = () => Promise.all([loadHealth(24), loadHealth(24 * 7)]);

interface HealthRow {
  key: string;
  origin: string;
  name: string;
  day: FunctionHealth | undefined;
  week: FunctionHealth;
}

const figure = (pick: (health: FunctionHealth) => number) => (health: FunctionHealth | undefined) => (health ? pick(health) : 0);
const windows = [
  ['day', '24 h', (row: HealthRow) => row.day],
  ['week', '7 d', (row: HealthRow) => row.week],
] as const;
const measures = [
  ['requests', 'requests', figure((health) => health.requests)],
  ['4xx', '4xx', figure((health) => health.client_errors)],
  ['5xx', '5xx', figure((health) => health.server_errors)],
  ['p95', 'p95 ms', figure((health) => health.p95_ms)],
] as const;

const columns: Column<HealthRow>[] = [
  { key: 'name', label: 'Function or route', value: (row) => row.name },
  { key: 'origin', label: 'Origin', value: (row) => row.origin },
  ...windows.flatMap(([window, heading, pick]) =>
    measures.map(([key, label, value]) => ({
      key: `${window}-${key}`,
      label: `${heading} ${label}`,
      numeric: true as const,
      value: (row: HealthRow) => value(pick(row)),
    })),
  ),
];

function rowsOf(day: Health, week: Health): HealthRow[] {
  return week.functions.map((health) => ({
    key: `${health.origin}:${health.name}`,
    origin: health.origin,
    name: health.name,
    week: health,
    day: day.functions.find((candidate) => candidate.origin === health.origin && candidate.name === health.name),
  }));
}

const healthTable = systemTable(
  'system-health',
  'Requests, client errors (4xx), server errors (5xx) and the 95th percentile of duration',
  columns,
  // Every function and route on one page: the project's own, a few dozen, read side by side.
  { key: (row) => row.key, noun: 'functions and routes', sort: { key: 'week-requests', direction: 'descending' }, size: 200 },
);

/** /system-health: per function and route over the last 24 hours and 7 days, and the outcomes counted apart, from the operations record. */
export function SystemHealth() {
  const data = useToolData(load);
  const list = useListAddress(healthTable.address);
  return (
    <div className="admin-stack">
      <ToolData data={data} what="the health figures">
        {([day, week]) => (
          <>
            <div className="system-figures">
              {[day, week].map((health) => (
                <dl key={health.hours} className="card">
                  <dt>Last {health.hours === 24 ? '24 hours' : '7 days'}</dt>
                  <dd>
                    Analytics batches: {health.analytics.stored} stored, {health.analytics.rejected} rejected
                  </dd>
                  <dd>
                    Mails from the functions: {health.mail.sent} sent, {health.mail.failed} failed
                  </dd>
                  <dd>Rate-limit refusals: {health.rate_limited}</dd>
                </dl>
              ))}
            </div>
            <SearchableTable
              {...healthTable.props}
              list={list}
              rows={rowsOf(day, week)}
              empty={
                <ToolEmpty title="No requests recorded in the last 7 days">
                  Open a page of the site or run the system test: every function answer is recorded here within a second.
                </ToolEmpty>
              }
            >
              <button type="button" className="button" onClick={data.reload}>
                Refresh
              </button>
            </SearchableTable>
          </>
        )}
      </ToolData>
      <p className="admin-muted">
        The record keeps 30 days and holds no personal data: what answered, its status, duration and error code. Batches stored are counted
        where the analytics pages count them, sample traffic included. Mails are those the functions sent (newsletter, contact, replies);
        the auth service’s sign-up and sign-in mails are not among them.
      </p>
      <SupabaseLogsNote />
    </div>
  );
}
