import { groupAnchorId } from '../../lib/ai-exposure/anchors.ts';
import { formatScore } from '../../lib/ai-exposure/format.ts';
import type { Measure } from '../../lib/ai-exposure/measures.ts';
import type { MajorGroup } from '../../lib/ai-exposure/schemas/majorGroups.ts';
import { shortGroupName } from './groupLabel.ts';
import { inkFor, sequentialColour } from './palettes.ts';

export interface HeatmapCell {
  measure: Measure;
  fill: string;
  /** The class that gives the cell its fill (`fillCss`): one rule per colour, not a style per cell. */
  fillClass: string;
  ink: 'light' | 'dark';
  text: string;
}

export interface HeatmapRow {
  group: MajorGroup;
  label: string;
  anchorId: string;
  cells: HeatmapCell[];
}

export interface HeatmapLayout {
  columns: { measure: Measure; min: number; max: number }[];
  rows: HeatmapRow[];
}

/**
 * Rows are major groups in SOC order, columns the measures. Colour ranks a group within one
 * measure (lowest to highest value in that column), because the measures differ in kind and
 * scale; the value itself is printed in every cell.
 */
export function heatmapLayout(groups: readonly MajorGroup[], measures: readonly Measure[]): HeatmapLayout {
  const columns = measures.map((measure) => {
    const values = groups.map((group) => group[measure.groupKey]);
    return { measure, min: Math.min(...values), max: Math.max(...values) };
  });
  const rows = groups.map((group) => ({
    group,
    label: shortGroupName(group.major_group_name),
    anchorId: groupAnchorId(group.major_group_code),
    cells: columns.map(({ measure, min, max }) => {
      const value = group[measure.groupKey];
      const fill = sequentialColour(max === min ? 0.5 : (value - min) / (max - min));
      return { measure, fill, fillClass: fillClassOf(fill), ink: inkFor(fill), text: formatScore(value) };
    }),
  }));
  return { columns, rows };
}

const fillClassOf = (fill: string) => `heat-${fill.replace(/^#/, '')}`;

/**
 * One rule per fill of the layout, for an inline style the page's content policy hashes once:
 * the cells' own background, which lays out and restyles as one box each (a swatch drawn behind
 * each value cost the page an SVG root per cell).
 */
export function fillCss(layout: HeatmapLayout): string {
  const fills = new Set(layout.rows.flatMap((row) => row.cells.map((cell) => cell.fill)));
  return [...fills].map((fill) => `.heatmap-chart .${fillClassOf(fill)}{background-color:${fill}}`).join('');
}
