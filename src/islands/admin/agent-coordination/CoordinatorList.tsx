import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { opensById } from '../kit/opensById.ts';
import { clientTable, tableCsv } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { ListAddress } from '../kit/useUrlState.ts';
import { runStatusOptions } from '../orchestration/runLabels.ts';
import type { CoordinatorRow } from './coordinationApi.ts';
import { type CoordinationAddress, coordinatorColumns } from './coordinationList.ts';

const filters: FilterControl<CoordinationAddress>[] = [
  { key: 'status', label: 'Status', kind: 'choice', options: [{ value: 'all', label: 'Every status' }, ...runStatusOptions] },
];

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
  const { address, filterBar, dataTable } = list;
  const columns = coordinatorColumns(timeZone, Date.now());
  const keep = (row: CoordinatorRow) => address.status === 'all' || row.status === address.status;
  const table = clientTable(rows, { columns, keep, sort: address.sort, page: address.page });
  return (
    <div className="run-list">
      <FilterBar idPrefix="coordinated" controls={filters} {...filterBar}>
        <ExportCsvButton filename="coordinated-runs.csv" csv={() => tableCsv(columns, table.kept)} disabled={table.total === 0} />
      </FilterBar>
      <DataTable
        columns={columns}
        table={table}
        {...opensById<CoordinatorRow>(onOpen)}
        {...dataTable}
        noun="runs"
        empty={
          <ToolEmpty title="No coordinated run yet">
            Write a job above and press Run: a researcher, a writer and a reviewer take it in turn, and their runs appear here as a tree.
          </ToolEmpty>
        }
        noMatch="No coordinated run has this status."
      />
    </div>
  );
}
