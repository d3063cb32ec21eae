import { useCallback, useMemo, useState } from 'react';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { type PieceFilter, pieceLines, type PieceSortKey, statusLabels, visiblePieces } from './pieceList.ts';
import { loadArticles, loadIssues, type PieceStatus } from './piecesApi.ts';
import { PieceTable } from './PieceTable.tsx';
import type { PublishingView } from './publishingView.ts';

/** Every article and newsletter issue: filtered by kind, status and text, sorted, paged. */
export function PieceList({ timeZone, onOpen }: { timeZone: string; onOpen(view: PublishingView): void }) {
  const load = useCallback(async () => {
    const [articles, issues] = await Promise.all([loadArticles(), loadIssues()]);
    return pieceLines(articles, issues);
  }, []);
  const { state, reload } = useToolData(load);
  const [filter, setFilter] = useState<PieceFilter>({ kind: 'all', status: 'all', text: '' });
  const [sort, setSort] = useState<{ key: PieceSortKey; direction: SortDirection }>({ key: 'updatedAt', direction: 'descending' });
  const [page, setPage] = useState(1);
  const lines = state.kind === 'loaded' ? state.data : [];
  const shown = useMemo(() => visiblePieces(lines, filter, sort), [lines, filter, sort]);
  if (state.kind === 'loading') return <ToolLoading what="the pieces" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const current = pageOf(shown, page);
  const changeFilter = (next: Partial<PieceFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section className="card" aria-labelledby="pieces-title">
      <h2 id="pieces-title" className="section-title">
        Articles and newsletter issues
      </h2>
      <div className="admin-actions">
        <button type="button" className="button button-primary" onClick={() => onOpen({ kind: 'article', id: null })}>
          New article
        </button>
        <button type="button" className="button" onClick={() => onOpen({ kind: 'issue', id: null })}>
          New newsletter issue
        </button>
      </div>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor="pieces-kind">Kind</label>
          <select
            id="pieces-kind"
            value={filter.kind}
            onChange={(event) => changeFilter({ kind: event.target.value as PieceFilter['kind'] })}
          >
            <option value="all">Articles and issues</option>
            <option value="article">Articles</option>
            <option value="issue">Newsletter issues</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="pieces-status">Status</label>
          <select
            id="pieces-status"
            value={filter.status}
            onChange={(event) => changeFilter({ status: event.target.value as PieceFilter['status'] })}
          >
            <option value="all">Every status</option>
            {(Object.keys(statusLabels) as PieceStatus[]).map((status) => (
              <option key={status} value={status}>
                {status === 'published' ? 'Published or sent' : statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="pieces-text">Search</label>
          <input id="pieces-text" type="search" value={filter.text} onChange={(event) => changeFilter({ text: event.target.value })} />
        </div>
      </div>
      {lines.length === 0 ? (
        <ToolEmpty title="Nothing written yet">
          Press “New article” to write the first piece; it saves itself as a draft while you type. An issue can be written on its own or
          made from an article.
        </ToolEmpty>
      ) : shown.length === 0 ? (
        <p className="admin-muted" role="status">
          No piece matches this filter.
        </p>
      ) : (
        <>
          <PieceTable
            lines={current.rows}
            timeZone={timeZone}
            sort={sort}
            onSort={setSort}
            onOpen={(line) => onOpen({ kind: line.kind, id: line.id })}
          />
          <ListPager page={current.page} pages={current.pages} total={shown.length} noun="pieces" onPage={setPage} />
        </>
      )}
    </section>
  );
}
