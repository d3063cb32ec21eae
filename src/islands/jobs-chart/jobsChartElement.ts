import { enhanceFilter } from './enhanceFilter.ts';
import { enhanceScatter } from './enhanceScatter.ts';
import { readExposureRows } from './exposureRows.ts';

/**
 * `<jobs-chart>` enhances the prerendered scatter plot and exposure table inside it: details on
 * hover and focus, keyboard moves between points, a group filter and an occupation search.
 * It only sets attributes and classes; the charts are never re-rendered.
 */
class JobsChart extends HTMLElement {
  connectedCallback() {
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
