import { useMemo } from 'react';
import { optionsOf } from '../kit/choiceOptions.ts';
import type { FilterControl } from '../kit/FilterBar.tsx';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
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
  const list = useListAddress(useMemo(() => brandAddress(spec), [spec]));
  const columns = useMemo(() => brandColumns(spec, capital(spec.noun)), [spec]);
  const kinds = spec.fields.find((field) => field.name === 'kind')?.options ?? [];
  const controls: FilterControl<BrandAddress>[] = [{ key: 'shown', label: 'Shown to readers', kind: 'choice', options: shownOptions }];
  if (kinds.length)
    controls.push({ key: 'kind', label: 'Kind', kind: 'choice', options: [{ value: 'all', label: 'Every kind' }, ...kinds] });

  const listSpec: ListTable<BrandRow, BrandAddress> = {
    idPrefix: spec.table.replace(/_/g, '-'),
    controls,
    columns,
    keep: brandKept,
    noun: spec.plural,
    noMatch: `No ${spec.noun} matches this filter.`,
    empty: (
      <ToolEmpty title={`No ${spec.plural} yet`}>
        Press “Add a {spec.noun}” to write the first; tick Published when it is ready for readers.
      </ToolEmpty>
    ),
  };
  return (
    <ToolSection title={capital(spec.plural)}>
      <FilteredTable spec={listSpec} list={list} rows={rows} rowProps={opensById<BrandRow>(onOpen)}>
        <button type="button" className="button button-primary" onClick={() => onOpen('new')}>
          Add a {spec.noun}
        </button>
      </FilteredTable>
    </ToolSection>
  );
}
