/**
 * A path as the route table writes it: no trailing slash and no `.html` a static host may show.
 * A file of its own so browser code that only compares paths does not download the route table.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
