/** What a key pressed on a row's link or button does: 1 to the next row, -1 to the previous one, or nothing. */
export function rowStep(key: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, onTag: string): 1 | -1 | null {
  // Only from a link or a button: in a field the keys type, and a select's arrows choose.
  if (!['A', 'BUTTON'].includes(onTag) || key.altKey || key.ctrlKey || key.metaKey) return null;
  if (key.key === 'j' || key.key === 'ArrowDown') return 1;
  if (key.key === 'k' || key.key === 'ArrowUp') return -1;
  return null;
}
