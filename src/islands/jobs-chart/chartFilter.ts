export interface ChartFilter {
  /** Two-digit major group, or '' for every group. */
  group: string;
  /** Words that must all appear in the occupation title, in any order and case. */
  query: string;
}

export interface FilterableOccupation {
  group: string;
  title: string;
}

const plain = (text: string) =>
  text
    .toLocaleLowerCase('en-US')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

export function matchesFilter(occupation: FilterableOccupation, filter: ChartFilter): boolean {
  if (filter.group !== '' && occupation.group !== filter.group) return false;
  const title = plain(occupation.title);
  return plain(filter.query)
    .split(/\s+/)
    .every((word) => title.includes(word));
}
