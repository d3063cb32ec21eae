import { useRef, useState } from 'react';
import { routes } from '../../../lib/routes/index.ts';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { systemTable } from './systemList.ts';
import { canObserveVisitors, describeSeen, observeRoute, type Seen } from './routeObservation.ts';

interface RouteResult {
  path: string;
  status: number;
  title: string;
  visitor: Seen;
  admin: Seen;
}

const frameTimeoutMs = 10_000;
const parallel = 8;

async function served(path: string): Promise<{ status: number; title: string }> {
  const response = await fetch(path, { redirect: 'manual', cache: 'no-store' });
  const title = new DOMParser().parseFromString(await response.text(), 'text/html').title;
  return { status: response.status, title };
}

async function testRoute(path: string, container: HTMLElement): Promise<RouteResult> {
  const [{ status, title }, visitor, admin] = await Promise.all([
    served(path),
    canObserveVisitors()
      ? observeRoute(path, true, container, frameTimeoutMs)
      : Promise.resolve<Seen>({
          kind: 'unobserved',
          why: 'this browser cannot open a frame without your session (Chrome or Edge 110 and later can)',
        }),
    observeRoute(path, false, container, frameTimeoutMs),
  ]);
  return { path, status, title, visitor, admin };
}

const columns: Column<RouteResult>[] = [
  { key: 'path', label: 'Route', value: (row) => row.path, cell: (row) => <a href={row.path}>{row.path}</a> },
  { key: 'status', label: 'HTTP status', value: (row) => row.status, numeric: true },
  { key: 'title', label: 'Title', value: (row) => row.title },
  { key: 'visitor', label: 'As a visitor', value: (row) => describeSeen(row.visitor) },
  { key: 'admin', label: 'As the admin', value: (row) => describeSeen(row.admin) },
];
/** Every route fits on one page: the run is read whole. */
const routesTable = systemTable('navigation-test', 'Every route, as served and as its guard drew it', columns, {
  key: (row) => row.path,
  noun: 'routes',
  sort: { key: 'path', direction: 'ascending' },
  size: 100,
});

/**
 * /navigation-test: every route of the route table loaded for real, its HTTP status and title as
 * served, and what its guard did as a visitor (a frame with no session) and as the admin.
 */
export function NavigationTest() {
  const frames = useRef<HTMLDivElement>(null);
  const list = useListAddress(routesTable.address);
  const [results, setResults] = useState<RouteResult[]>([]);
  const [running, setRunning] = useState(false);
  const run = async () => {
    const container = frames.current;
    if (!container) return;
    setRunning(true);
    setResults([]);
    const queue = routes.map((route) => route.path);
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const result = await testRoute(path, container);
        setResults((done) => [...done, result]);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    setRunning(false);
  };
  const failing = results.filter((result) => result.status !== 200);
  return (
    <div className="admin-stack">
      <div className="admin-actions">
        <button type="button" className="button" onClick={run} disabled={running}>
          {results.length > 0 ? 'Test every route again' : 'Test every route'}
        </button>
        <p role="status">
          {running
            ? `Tested ${results.length} of ${routes.length} routes…`
            : results.length === 0
              ? `${routes.length} routes. Each is loaded twice in a hidden frame: without a session, and with yours.`
              : `${results.length} routes tested; ${failing.length === 0 ? 'every one answered 200' : `${failing.length} did not answer 200`}.`}
        </p>
      </div>
      {results.length > 0 && <SearchableTable {...routesTable.props} list={list} rows={results} empty={null} />}
      <div ref={frames} className="system-probes" />
    </div>
  );
}
