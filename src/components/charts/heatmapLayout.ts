import { groupAnchorId } from '../../lib/ai-exposure/anchors.ts';
import { formatScore } from '../../lib/ai-exposure/format.ts';
import type { Measure } from '../../lib/ai-exposure/measures.ts';
import type { MajorGroup } from '../../lib/ai-exposure/schemas/majorGroups.ts';
import { shortGroupName } from './groupLabel.ts';
import { inkFor, sequentialColour } from './palettes.ts';

export const heatmapSize = { labelWidth: 330, cellWidth: 172, cellHeight: 26, headerHeight: 44, gap: 2 } as const;

export interface HeatmapCell {
  measure: Measure;
  x: number;
  fill: string;
  ink: 'light' | 'dark';
  text: string;
}

export interface HeatmapRow {
  group: MajorGroup;
  label: string;
  anchorId: string;
  y: number;
  cells: HeatmapCell[];
}

export interface HeatmapLayout {
  width: number;
  height: number;
  columns: { measure: Measure; x: number; min: number; max: number }[];
  rows: HeatmapRow[];
}

/**
 * Rows are major groups in SOC order, columns the measures. Colour ranks a group within one
 * measure (lowest to highest value in that column), because the measures differ in kind and
 * scale; the value itself is printed in every cell.
 */
export function heatmapLayout(groups: readonly MajorGroup[], measures: readonly Measure[]): HeatmapLayout {
  const { labelWidth, cellWidth, cellHeight, headerHeight, gap } = heatmapSize;
  const columns = measures.map((measure, index) => {
    const values = groups.map((group) => group[measure.groupKey]);
    return { measure, x: labelWidth + index * cellWidth, min: Math.min(...values), max: Math.max(...values) };
  });
  const rows = groups.map((group, index) => ({
    group,
    label: shortGroupName(group.major_group_name),
    anchorId: groupAnchorId(group.major_group_code),
    y: headerHeight + index * cellHeight,
    cells: columns.map(({ measure, x, min, max }) => {
      const value = group[measure.groupKey];
      const fill = sequentialColour(max === min ? 0.5 : (value - min) / (max - min));
      return { measure, x: x + gap / 2, fill, ink: inkFor(fill), text: formatScore(value) };
    }),
  }));
  return { width: labelWidth + measures.length * cellWidth, height: headerHeight + groups.length * cellHeight, columns, rows };
}
