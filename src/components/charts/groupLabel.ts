/** "Sales and Related Occupations" → "Sales and Related": every SOC major group name ends in "Occupations". */
export function shortGroupName(majorGroupName: string): string {
  return majorGroupName.replace(/ Occupations$/, '');
}

/** The CSS class that colours a major group's points and swatches: `g11` for 11-0000. */
export function groupClass(majorGroupCode: string): string {
  return `g${majorGroupCode.slice(0, 2)}`;
}
