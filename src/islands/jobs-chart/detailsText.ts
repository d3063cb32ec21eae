/**
 * The details of one occupation, read from its row of the exposure table so the page carries
 * the data once: "Title. Major group: …; Employment: …; …".
 */
export function detailsText(headers: readonly string[], cells: readonly string[]): string {
  const [title, ...values] = cells;
  const pairs = values.map((value, index) => `${headers[index + 1]}: ${value}`);
  return `${title}. ${pairs.join('; ')}`;
}
