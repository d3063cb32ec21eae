import { useState } from 'react';
import { optionsOf } from '../kit/choiceOptions.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import { FormProblem } from '../../shared/FormField.tsx';
import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { clientTable } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { ListAddress } from '../kit/useUrlState.ts';
import { briefColumns, briefKept, type BriefsAddress, briefsCsv } from './briefList.ts';
import { type BriefSummary, createBrief } from './briefsApi.ts';

const filters: FilterControl<BriefsAddress>[] = [
  { key: 'status', label: 'Status', kind: 'choice', options: optionsOf({ all: 'Drafts and final', draft: 'Drafts', final: 'Final' }) },
  { key: 'q', label: 'Search titles', kind: 'search' },
];

/** Every brief: filtered by status and title, sorted, paged, exported, as the address says; "New brief" starts one. */
export function BriefList({
  briefs,
  list,
  timeZone,
  onOpen,
}: {
  briefs: readonly BriefSummary[];
  list: ListAddress<BriefsAddress>;
  timeZone: string;
  onOpen(id: string): void;
}) {
  const [creating, setCreating] = useState({ busy: false, problem: '' });
  const { address, filterBar, dataTable } = list;
  const columns = briefColumns(timeZone);
  const table = clientTable(briefs, { columns, keep: briefKept(address), sort: address.sort, page: address.page });
  async function startBrief() {
    setCreating({ busy: true, problem: '' });
    try {
      onOpen((await createBrief('Untitled brief')).id);
    } catch (error) {
      setCreating({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <ToolSection title="Research briefs">
      <FilterBar idPrefix="briefs" controls={filters} {...filterBar}>
        <button type="button" className="button button-primary" disabled={creating.busy} onClick={() => void startBrief()}>
          {creating.busy ? 'Starting a brief…' : 'New brief'}
        </button>
        <ExportCsvButton filename="briefs.csv" csv={() => briefsCsv(table.kept)} disabled={table.total === 0} />
      </FilterBar>
      <FormProblem problem={creating.problem} />
      <DataTable
        columns={columns}
        table={table}
        rowKey={(brief) => brief.id}
        onOpen={(brief) => onOpen(brief.id)}
        isSample={(brief) => brief.is_sample}
        {...dataTable}
        noun="briefs"
        empty={
          <ToolEmpty title="No briefs yet">
            Press “New brief”, then add the signals and notes it draws on: “Compose” writes the document with its sources listed, ready for
            you to edit.
          </ToolEmpty>
        }
        noMatch="No brief matches this filter."
      />
    </ToolSection>
  );
}
