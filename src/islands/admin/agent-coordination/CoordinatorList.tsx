import type { FilterControl } from '../kit/FilterBar.tsx';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { opensById } from '../kit/opensById.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { ListAddress } from '../kit/useUrlState.ts';
import { runStatusOptions } from '../orchestration/runLabels.ts';
import type { CoordinatorRow } from './coordinationApi.ts';
import { type CoordinationAddress, coordinatorColumns } from './coordinationList.ts';

const filters: FilterControl<CoordinationAddress>[] = [
  { key: 'status', label: 'Status', kind: 'choice', options: [{ value: 'all', label: 'Every status' }, ...runStatusOptions] },
];

const coordinatorKept = (view: CoordinationAddress) => (row: CoordinatorRow) => view.status === 'all' || row.status === view.status;

/** The coordinator's runs, newest first, filtered by status, each opening its tree. */
export function CoordinatorList({
  rows,
  list,
  timeZone,
  onOpen,
}: {
  rows: readonly CoordinatorRow[];
  list: ListAddress<CoordinationAddress>;
  timeZone: string;
  onOpen(id: string): void;
}) {
  const spec: ListTable<CoordinatorRow, CoordinationAddress> = {
    idPrefix: 'coordinated',
    filename: 'coordinated-runs.csv',
    controls: filters,
    columns: coordinatorColumns(timeZone, Date.now()),
    keep: coordinatorKept,
    noun: 'runs',
    noMatch: 'No coordinated run has this status.',
    empty: (
      <ToolEmpty title="No coordinated run yet">
        Write a job above and press Run: a researcher, a writer and a reviewer take it in turn, and their runs appear here as a tree.
      </ToolEmpty>
    ),
  };
  return (
    <div className="run-list">
      <FilteredTable spec={spec} list={list} rows={rows} rowProps={opensById<CoordinatorRow>(onOpen)} />
    </div>
  );
}
