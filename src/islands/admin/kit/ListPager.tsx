/** A list's page buttons and where the reader is, e.g. "Page 2 of 5 (112 leads)". */
export function ListPager({
  page,
  pages,
  total,
  noun,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  noun: string;
  onPage(page: number): void;
}) {
  return (
    <nav className="admin-actions admin-pager" aria-label={`Pages of ${noun}`}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} ({total} {noun})
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
