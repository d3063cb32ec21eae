import type { MajorGroup } from '../../lib/ai-exposure/schemas/majorGroups.ts';
import { groupClass, shortGroupName } from './groupLabel.ts';
import { groupColours } from './palettes.ts';

export interface LegendEntry {
  className: string;
  label: string;
  colour: string;
}

/** One legend entry per major group, in SOC order, with the colour its points carry. */
export function groupLegend(groups: readonly MajorGroup[]): LegendEntry[] {
  const colours = groupColours(groups.length);
  return groups.map((group, index) => ({
    className: groupClass(group.major_group_code),
    label: shortGroupName(group.major_group_name),
    colour: colours[index]!,
  }));
}

/** One CSS rule per group, setting the colour its points and swatches read: 22 short rules, not 785 attributes. */
export function legendCss(entries: readonly LegendEntry[]): string {
  return entries.map((entry) => `.${entry.className}{--c:${entry.colour}}`).join('');
}
