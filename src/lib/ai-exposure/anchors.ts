/**
 * Fragment ids shared by the heatmap rows, the scatter table rows and the links that point at
 * them (a role's result links to its group on the heatmap page).
 */
export function groupAnchorId(majorGroupCode: string): string {
  return `group-${majorGroupCode.slice(0, 2)}`;
}

/** What every occupation's row id starts with, so a page can tell such an address from others. */
export const occupationAnchorPrefix = 'soc-';

export function occupationAnchorId(socCode: string): string {
  return `${occupationAnchorPrefix}${socCode}`;
}
