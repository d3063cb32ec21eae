import { useRef } from 'react';
import { rangeColumns } from './columns.ts';
import type { ColumnKey } from './explorerRow.ts';
import type { RangeDraft } from './rangeDrafts.ts';

interface Props {
  ranges: readonly RangeDraft[];
  onChange: (ranges: RangeDraft[]) => void;
}

/** Any number of "column between min and max" conditions; every one must hold for a row to show. */
export function RangeFilters({ ranges, onChange }: Props) {
  // A removed range takes its button with it; focus goes back to "Add a range" instead of the page top.
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (id: number, change: Partial<RangeDraft>) =>
    onChange(ranges.map((range) => (range.id === id ? { ...range, ...change } : range)));
  const add = () =>
    onChange([...ranges, { id: Math.max(0, ...ranges.map((range) => range.id)) + 1, key: rangeColumns[0]!.key, min: '', max: '' }]);
  return (
    <fieldset className="explorer-ranges">
      <legend>Ranges</legend>
      {ranges.map((range, index) => {
        const name = `Range ${index + 1}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: one row of the Ranges fieldset; a nested fieldset's own border, padding and min-width would break the row.
          <div key={range.id} className="explorer-range" role="group" aria-label={name}>
            <label>
              Column
              <select value={range.key} onChange={(event) => update(range.id, { key: event.target.value as ColumnKey })}>
                {rangeColumns.map((column) => (
                  <option key={column.key} value={column.key}>
                    {column.label} ({column.source})
                  </option>
                ))}
              </select>
            </label>
            <label>
              At least
              <input
                type="number"
                step="any"
                inputMode="decimal"
                value={range.min}
                onChange={(event) => update(range.id, { min: event.target.value })}
              />
            </label>
            <label>
              At most
              <input
                type="number"
                step="any"
                inputMode="decimal"
                value={range.max}
                onChange={(event) => update(range.id, { max: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="button"
              aria-label={`Remove ${name.toLowerCase()}`}
              onClick={() => {
                onChange(ranges.filter((other) => other.id !== range.id));
                addButton.current?.focus();
              }}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" className="button" ref={addButton} onClick={add}>
        Add a range
      </button>
    </fieldset>
  );
}
