import type { ExposureRows } from './exposureRows.ts';
import { matchesFilter } from './chartFilter.ts';

export interface FilterControls {
  group: HTMLSelectElement;
  search: HTMLInputElement;
  status: HTMLElement;
}

/**
 * The group filter and occupation search: rows that do not match are hidden, their points
 * dimmed (kept in place so the picture does not jump). Calls back with the points still shown.
 */
export function enhanceFilter(
  controls: FilterControls,
  rows: ExposureRows,
  points: readonly SVGCircleElement[],
  onChange: (visible: SVGCircleElement[]) => void,
): void {
  const apply = () => {
    const filter = { group: controls.group.value, query: controls.search.value };
    const shown = new Set<string>();
    for (const [soc, row] of rows.bySoc) {
      const match = matchesFilter({ group: row.dataset.group ?? '', title: row.cells[0]?.textContent ?? '' }, filter);
      row.hidden = !match;
      if (match) shown.add(soc);
    }
    for (const point of points) point.classList.toggle('is-dimmed', !shown.has(point.dataset.soc ?? ''));
    points[0]?.parentElement?.classList.toggle('is-filtered', shown.size < rows.bySoc.size);
    controls.status.textContent = `Showing ${shown.size} of ${rows.bySoc.size} occupations.`;
    onChange(points.filter((point) => shown.has(point.dataset.soc ?? '')));
  };
  controls.group.addEventListener('change', apply);
  controls.search.addEventListener('input', apply);
  apply();
}
