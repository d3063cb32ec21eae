import type { Column } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import { costColumn, durationColumn, startedColumn, statusColumn, summaryColumn, tokensColumn } from '../orchestration/runList.ts';
import { type RunStatus, runStatuses } from '../orchestration/runShapes.ts';
import type { CoordinatorRow } from './coordinationApi.ts';

/** What /enhanced-agent-coordination shows, as its address holds it: `?status=&sort=&page=`, and `&run=<id>` for the tree open. */
export const coordinationAddress = urlParams({
  status: choiceParam<'all' | RunStatus>(['all', ...runStatuses], 'all'),
  sort: sortParam(['job', 'status', 'started', 'duration', 'tokens', 'cost', 'agents'], { key: 'started', direction: 'descending' }),
  page: wholeParam(1),
  run: textParam('', 36),
});
export type CoordinationAddress = UrlValue<typeof coordinationAddress>;

/**
 * The coordinator runs' table: the job opens its tree; tokens and cost are the tree's together,
 * the cost blank (and said so) when any run of it has no price.
 */
export const coordinatorColumns = (timeZone: string, now: number): Column<CoordinatorRow>[] => [
  { key: 'job', label: 'Job', value: (row) => row.job, cell: (row) => row.job.slice(0, 120) || '(no job)', opens: true },
  statusColumn,
  startedColumn(timeZone),
  durationColumn(now),
  { key: 'agents', label: 'Agents', value: (row) => row.tree.runs - 1, numeric: true },
  tokensColumn((row: CoordinatorRow) => row.tree),
  costColumn((row: CoordinatorRow) => row.tree),
  summaryColumn,
];
