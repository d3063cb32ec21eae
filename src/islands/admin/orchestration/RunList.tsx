import type { FilterControl } from '../kit/FilterBar.tsx';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { opensById } from '../kit/opensById.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { ListAddress } from '../kit/useUrlState.ts';
import type { Catalog } from '../kit/workbenchCatalog.ts';
import { runStatusOptions } from './runLabels.ts';
import { runColumns, runKept, type RunsAddress } from './runList.ts';
import type { RunSummary } from './runShapes.ts';

const filtersOf = (catalog: Catalog): FilterControl<RunsAddress>[] => [
  {
    key: 'workflow',
    label: 'Workflow',
    kind: 'choice',
    // The coordinator's agents run only as its children, which this list leaves to their coordinator.
    options: optionsWithNone(
      'Every workflow',
      catalog.workflows.filter((workflow) => workflow.startable),
      (workflow) => workflow.name,
      (workflow) => workflow.title,
    ),
  },
  { key: 'status', label: 'Status', kind: 'choice', options: [{ value: 'all', label: 'Every status' }, ...runStatusOptions] },
];

/** The runs started by hand, filtered by workflow and status, sorted and paged as the address says, newest first. */
export function RunList({
  runs,
  catalog,
  titles,
  list,
  timeZone,
  onOpen,
}: {
  runs: readonly RunSummary[];
  catalog: Catalog;
  titles: ReadonlyMap<string, string>;
  list: ListAddress<RunsAddress>;
  timeZone: string;
  onOpen(id: string): void;
}) {
  const spec: ListTable<RunSummary, RunsAddress> = {
    idPrefix: 'runs',
    controls: filtersOf(catalog),
    columns: runColumns(titles, timeZone, Date.now()),
    keep: runKept,
    noun: 'runs',
    noMatch: 'No run matches this filter.',
    empty: <ToolEmpty title="No run yet">Choose a workflow above and press Run: its steps appear as they happen.</ToolEmpty>,
  };
  return (
    <div className="run-list">
      <FilteredTable spec={spec} list={list} rows={runs} rowProps={opensById<RunSummary>(onOpen)} />
    </div>
  );
}
