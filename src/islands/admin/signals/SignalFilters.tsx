import { tagLabel } from '../../../lib/knowledge/tags.ts';
import type { SignalFilter } from './signalFilter.ts';

/** The list's filters (tag, minimum strength, days), its order, and the export of what it shows. */
export function SignalFilters({
  filter,
  tags,
  onChange,
  onClear,
  onExport,
  canExport,
}: {
  filter: SignalFilter;
  tags: readonly { tag: string; signals: number }[];
  onChange(next: Partial<SignalFilter>): void;
  onClear(): void;
  onExport(): void;
  canExport: boolean;
}) {
  const known = tags.some((entry) => entry.tag === filter.tag);
  return (
    <div className="admin-filters">
      <div className="form-field">
        <label htmlFor="signal-filter-tag">Tag</label>
        <select id="signal-filter-tag" value={filter.tag} onChange={(event) => onChange({ tag: event.target.value })}>
          <option value="">Every tag</option>
          {filter.tag && !known && <option value={filter.tag}>{tagLabel(filter.tag)} (0)</option>}
          {tags.map((entry) => (
            <option key={entry.tag} value={entry.tag}>
              {tagLabel(entry.tag)} ({entry.signals})
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="signal-filter-min">Minimum strength</label>
        <select id="signal-filter-min" value={filter.min} onChange={(event) => onChange({ min: Number(event.target.value) })}>
          <option value={1}>Any</option>
          {[2, 3, 4, 5].map((value) => (
            <option key={value} value={value}>
              {value} or more
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="signal-filter-from">From</label>
        <input id="signal-filter-from" type="date" value={filter.from} onChange={(event) => onChange({ from: event.target.value })} />
      </div>
      <div className="form-field">
        <label htmlFor="signal-filter-to">To</label>
        <input id="signal-filter-to" type="date" value={filter.to} onChange={(event) => onChange({ to: event.target.value })} />
      </div>
      <div className="form-field">
        <label htmlFor="signal-sort">Sort by</label>
        <select
          id="signal-sort"
          value={filter.sort}
          onChange={(event) => onChange({ sort: event.target.value === 'strength' ? 'strength' : 'date' })}
        >
          <option value="date">Newest first</option>
          <option value="strength">Strongest first</option>
        </select>
      </div>
      <div className="admin-actions">
        <button type="button" className="button" onClick={onClear}>
          Clear filters
        </button>
        <button type="button" className="button" disabled={!canExport} onClick={onExport}>
          Export CSV
        </button>
      </div>
    </div>
  );
}
