import { enhanceFilter } from './enhanceFilter.ts';
import { enhanceScatter } from './enhanceScatter.ts';
import { readExposureRows } from './exposureRows.ts';
import { loadOccupationsWhenNeeded } from './loadOccupations.ts';
import { contentArrivedEvent } from '../../components/jobs/scrollToFragment.ts';

/**
 * `<jobs-chart>` fetches the prerendered scatter plot and exposure table into its place when
 * needed, then enhances them: details on hover and focus, keyboard moves between points, a group
 * filter and an occupation search. It only sets attributes and classes; the charts are never
 * re-rendered.
 */
class JobsChart extends HTMLElement {
  connectedCallback() {
    const place = this.querySelector<HTMLElement>('[data-occupations-src]');
    if (!place) return;
    loadOccupationsWhenNeeded(place, () => {
      this.enhance();
      this.dispatchEvent(new Event(contentArrivedEvent, { bubbles: true }));
    });
  }

  private enhance() {
    const table = this.querySelector<HTMLTableElement>('[data-exposure-table]');
    const controls = this.querySelector<HTMLElement>('[data-controls]');
    const details = this.querySelector<HTMLElement>('[data-details]');
    if (!table || !controls || !details) return;
    const rows = readExposureRows(table);
    const svg = this.querySelector<SVGSVGElement>('[data-scatter] svg');
    const points = [...(svg?.querySelectorAll<SVGCircleElement>('circle[data-soc]') ?? [])];
    let onFilter = (_visible: SVGCircleElement[]) => {};
    if (svg) {
      svg.after(details);
      onFilter = enhanceScatter(svg, rows, details);
    }
    enhanceFilter(
      { group: controls.querySelector('select')!, search: controls.querySelector('input')!, status: controls.querySelector('output')! },
      rows,
      points,
      onFilter,
    );
    controls.hidden = false;
  }
}

if (!customElements.get('jobs-chart')) customElements.define('jobs-chart', JobsChart);
