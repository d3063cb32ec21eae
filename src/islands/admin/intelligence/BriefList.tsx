import { useCallback, useMemo, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import { type SortDirection, SortHeader } from '../kit/SortHeader.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { type BriefSortKey, type BriefStatusFilter, briefsCsv, statusLabels, visibleBriefs } from './briefList.ts';
import { createBrief, loadBriefSummaries } from './briefsApi.ts';
import type { BriefView } from './briefView.ts';
import { FormField, FormProblem } from '../../shared/FormField.tsx';

/** Every brief: filtered by status and title, sorted, paged, exported; "New brief" starts one. */
export function BriefList({ timeZone, onOpen }: { timeZone: string; onOpen(view: BriefView): void }) {
  const { state, reload } = useToolData(loadBriefSummaries);
  const [filter, setFilter] = useState<{ status: BriefStatusFilter; text: string }>({ status: 'all', text: '' });
  const [sort, setSort] = useState<{ key: BriefSortKey; direction: SortDirection }>({ key: 'updated_at', direction: 'descending' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState({ busy: false, problem: '' });
  const briefs = state.kind === 'loaded' ? state.data : [];
  const shown = useMemo(() => visibleBriefs(briefs, filter, sort), [briefs, filter, sort]);
  const startBrief = useCallback(async () => {
    setCreating({ busy: true, problem: '' });
    try {
      const brief = await createBrief('Untitled brief');
      onOpen({ kind: 'brief', id: brief.id });
    } catch (error) {
      setCreating({ busy: false, problem: (error as Error).message });
    }
  }, [onOpen]);

  if (state.kind === 'loading') return <ToolLoading what="the briefs" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const current = pageOf(shown, page);
  const changeFilter = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section className="card" aria-labelledby="briefs-title">
      <h2 id="briefs-title" className="section-title">
        Research briefs
      </h2>
      <div className="admin-actions">
        <button type="button" className="button button-primary" disabled={creating.busy} onClick={() => void startBrief()}>
          {creating.busy ? 'Starting a brief…' : 'New brief'}
        </button>
        <button
          type="button"
          className="button"
          disabled={shown.length === 0}
          onClick={() => downloadFile(briefsCsv(shown), 'briefs.csv', 'text/csv;charset=utf-8')}
        >
          Export CSV
        </button>
        <FormProblem problem={creating.problem} />
      </div>
      <div className="admin-filters">
        <FormField id="briefs-status" label="Status">
          {(control) => (
            <select
              {...control}
              value={filter.status}
              onChange={(event) => changeFilter({ status: event.target.value as BriefStatusFilter })}
            >
              <option value="all">Drafts and final</option>
              <option value="draft">Drafts</option>
              <option value="final">Final</option>
            </select>
          )}
        </FormField>
        <FormField id="briefs-text" label="Search titles">
          {(control) => (
            <input {...control} type="search" value={filter.text} onChange={(event) => changeFilter({ text: event.target.value })} />
          )}
        </FormField>
      </div>
      {briefs.length === 0 ? (
        <ToolEmpty title="No briefs yet">
          Press “New brief”, then add the signals and notes it draws on: “Compose” writes the document with its sources listed, ready for
          you to edit.
        </ToolEmpty>
      ) : shown.length === 0 ? (
        <p className="admin-muted" role="status">
          No brief matches this filter.
        </p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <SortHeader column="title" label="Title" sort={sort} onSort={setSort} />
                  <SortHeader column="status" label="Status" sort={sort} onSort={setSort} />
                  <SortHeader column="items" label="Sources" sort={sort} onSort={setSort} />
                  <SortHeader column="updated_at" label="Changed" sort={sort} onSort={setSort} />
                </tr>
              </thead>
              <tbody>
                {current.rows.map((brief) => (
                  <tr key={brief.id}>
                    <td>
                      <a
                        className="admin-link"
                        href={`?brief=${brief.id}`}
                        onClick={(event) => {
                          event.preventDefault();
                          onOpen({ kind: 'brief', id: brief.id });
                        }}
                      >
                        {brief.title}
                      </a>
                      {brief.is_sample && <span className="admin-badge">sample</span>}
                    </td>
                    <td>{statusLabels[brief.status]}</td>
                    <td>{brief.items}</td>
                    <td>{ownerLabel(brief.updated_at, timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager page={current.page} pages={current.pages} total={shown.length} noun="briefs" onPage={setPage} />
        </>
      )}
    </section>
  );
}
