import { useMemo } from 'react';
import { DataTable } from '../kit/DataTable.tsx';
import { optionsOf } from '../kit/choiceOptions.ts';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { clientTable, tableCsv } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useListAddress } from '../kit/useUrlState.ts';
import type { BrandTable } from './brandFields.ts';
import { type BrandAddress, brandAddress, brandColumns, brandKept } from './brandList.ts';
import type { BrandRow } from './brandValues.ts';
import { opensById } from '../kit/opensById.ts';

const shownOptions = optionsOf({ all: 'Published or not', published: 'Published', unpublished: 'Not published' });
const capital = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;

/** The items of one brand table: filtered by what readers see and by kind, sorted, paged and exported as the kit does. */
export function BrandList({ spec, rows, onOpen }: { spec: BrandTable; rows: readonly BrandRow[]; onOpen(id: string): void }) {
  const { address, filterBar, dataTable } = useListAddress(useMemo(() => brandAddress(spec), [spec]));
  const columns = useMemo(() => brandColumns(spec, capital(spec.noun)), [spec]);
  const table = clientTable(rows, { columns, keep: brandKept(address), sort: address.sort, page: address.page });
  const kinds = spec.fields.find((field) => field.name === 'kind')?.options ?? [];
  const controls: FilterControl<BrandAddress>[] = [{ key: 'shown', label: 'Shown to readers', kind: 'choice', options: shownOptions }];
  if (kinds.length)
    controls.push({ key: 'kind', label: 'Kind', kind: 'choice', options: [{ value: 'all', label: 'Every kind' }, ...kinds] });

  return (
    <ToolSection title={capital(spec.plural)}>
      <FilterBar idPrefix={spec.table.replace(/_/g, '-')} controls={controls} {...filterBar}>
        <button type="button" className="button button-primary" onClick={() => onOpen('new')}>
          Add a {spec.noun}
        </button>
        <ExportCsvButton
          filename={`${spec.table.replace(/_/g, '-')}.csv`}
          csv={() => tableCsv(columns, table.kept)}
          disabled={table.total === 0}
        />
      </FilterBar>
      <DataTable
        columns={columns}
        table={table}
        {...opensById<BrandRow>(onOpen)}
        {...dataTable}
        noun={spec.plural}
        empty={
          <ToolEmpty title={`No ${spec.plural} yet`}>
            Press “Add a {spec.noun}” to write the first; tick Published when it is ready for readers.
          </ToolEmpty>
        }
        noMatch={`No ${spec.noun} matches this filter.`}
      />
    </ToolSection>
  );
}
