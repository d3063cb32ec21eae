import type { Column } from '../kit/tableRows.ts';
import { momentColumn } from '../kit/momentColumn.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import { costLabel, durationLabel, runDuration, tokensLabel, tokensOf } from './runFigures.ts';
import { runStatusLabels, workflowTitle } from './runLabels.ts';
import { type RunStatus, type RunSummary, runStatuses } from './runShapes.ts';

/** What a runs list shows, as its address holds it: `?workflow=&status=&sort=&page=`, and `&run=<id>` for the run open. */
export const runsAddress = urlParams({
  workflow: textParam('', 63),
  status: choiceParam<'all' | RunStatus>(['all', ...runStatuses], 'all'),
  sort: sortParam(['workflow', 'status', 'started', 'duration', 'tokens', 'cost'], { key: 'started', direction: 'descending' }),
  page: wholeParam(1),
  run: textParam('', 36),
});
export type RunsAddress = UrlValue<typeof runsAddress>;

/** Whether the filter keeps a run: its workflow and its status. */
export const runKept =
  ({ workflow, status }: Pick<RunsAddress, 'workflow' | 'status'>) =>
  (run: RunSummary): boolean =>
    (!workflow || run.workflow === workflow) && (status === 'all' || run.status === status);

type Counted = Pick<RunSummary, 'input_tokens' | 'output_tokens' | 'cost_usd'>;

/** The columns every list of runs shares; tokens and cost are a run's own or, for a tree of runs, its figures rolled up. */
export const statusColumn: Column<RunSummary> = { key: 'status', label: 'Status', value: (run) => runStatusLabels[run.status] };

export const startedColumn = (timeZone: string) =>
  momentColumn<RunSummary>('started', 'Started', (run) => run.started_at ?? run.created_at, timeZone);

/** A duration still running counts to `now`. */
export const durationColumn = (now: number): Column<RunSummary> => ({
  key: 'duration',
  label: 'Duration',
  value: (run) => runDuration(run, now),
  cell: (run) => {
    const ms = runDuration(run, now);
    return ms === null ? '' : durationLabel(ms);
  },
  numeric: true,
});

export const tokensColumn = <Row>(figures: (row: Row) => Counted): Column<Row> => ({
  key: 'tokens',
  label: 'Tokens',
  value: (row) => tokensOf(figures(row)),
  cell: (row) => tokensLabel(figures(row)),
  numeric: true,
});

/** A cost the price table does not know stays blank in the export, and says so in the table. */
export const costColumn = <Row>(figures: (row: Row) => Counted): Column<Row> => ({
  key: 'cost',
  label: 'Cost',
  value: (row) => figures(row).cost_usd,
  cell: (row) => costLabel(figures(row).cost_usd),
  numeric: true,
});

export const summaryColumn: Column<RunSummary> = {
  key: 'summary',
  label: 'Summary',
  value: (run) => run.summary || run.error || '',
  sortable: false,
};

/** The runs table: the workflow opens its run; times are the owner's. */
export const runColumns = (titles: ReadonlyMap<string, string>, timeZone: string, now: number): Column<RunSummary>[] => [
  { key: 'workflow', label: 'Workflow', value: (run) => workflowTitle(titles, run.workflow), opens: true },
  statusColumn,
  startedColumn(timeZone),
  durationColumn(now),
  tokensColumn((run) => run),
  costColumn((run) => run),
  summaryColumn,
];
