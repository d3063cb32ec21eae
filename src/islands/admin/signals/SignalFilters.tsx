import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { optionsOf, optionsWithNone } from '../kit/choiceOptions.ts';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import type { SignalFilter } from './signalFilter.ts';
import { signalsCsv } from './signalList.ts';
import { loadAllSignals } from './signalsApi.ts';

const strengths = [{ value: 1, label: 'Any' }, ...[2, 3, 4, 5].map((value) => ({ value, label: `${value} or more` }))];

/** The list's filters (tag with its count, minimum strength, days), its order, and the export of every signal they keep. */
export function SignalFilters({
  filter,
  tags,
  onChange,
  onClear,
  canExport,
}: {
  filter: SignalFilter;
  tags: readonly { tag: string; signals: number }[];
  onChange(next: Partial<SignalFilter>): void;
  onClear(): void;
  canExport: boolean;
}) {
  // A tag from a link that no signal has (yet) is still shown as chosen.
  const unknown = filter.tag && !tags.some((entry) => entry.tag === filter.tag) ? [{ tag: filter.tag, signals: 0 }] : [];
  const controls: FilterControl<SignalFilter>[] = [
    {
      key: 'tag',
      label: 'Tag',
      kind: 'choice',
      options: optionsWithNone(
        'Every tag',
        [...unknown, ...tags],
        (entry) => entry.tag,
        (entry) => `${tagLabel(entry.tag)} (${entry.signals})`,
      ),
    },
    { key: 'min', label: 'Minimum strength', kind: 'choice', options: strengths },
    { key: 'from', label: 'From', kind: 'day' },
    { key: 'to', label: 'To', kind: 'day' },
    { key: 'sort', label: 'Sort by', kind: 'choice', options: optionsOf({ date: 'Newest first', strength: 'Strongest first' }) },
  ];
  return (
    <FilterBar idPrefix="signal-filter" controls={controls} filter={filter} onChange={onChange}>
      <button type="button" className="button" onClick={onClear}>
        Clear filters
      </button>
      <ExportCsvButton filename="signals.csv" csv={async () => signalsCsv(await loadAllSignals(filter))} disabled={!canExport} />
    </FilterBar>
  );
}
