import { useCallback, useMemo, useState } from 'react';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import { SortHeader, type SortDirection } from '../kit/SortHeader.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadBrandRows } from './brandApi.ts';
import type { BrandTable } from './brandFields.ts';
import { type BrandFilter, type BrandSortKey, visibleItems } from './brandList.ts';
import { BrandItemEditor } from './BrandItemEditor.tsx';
import { FormField } from '../../shared/FormField.tsx';

/** A list of brand items (sorted, filtered, paged) and, when one is open, its editor. */
export function BrandItems({ spec }: { spec: BrandTable }) {
  const load = useCallback(() => loadBrandRows(spec), [spec]);
  const { state, reload } = useToolData(load);
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const [filter, setFilter] = useState<BrandFilter>({ shown: 'all', kind: 'all' });
  const [sort, setSort] = useState<{ key: BrandSortKey; direction: SortDirection }>({ key: 'sort_order', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const rows = state.kind === 'loaded' ? state.data : [];
  const shown = useMemo(() => visibleItems(spec, rows, filter, sort), [spec, rows, filter, sort]);
  const kinds = spec.fields.find((field) => field.name === 'kind')?.options;
  const idPrefix = spec.table.replace(/_/g, '-');
  const Noun = `${spec.noun[0]?.toUpperCase()}${spec.noun.slice(1)}`;

  if (state.kind === 'loading') return <ToolLoading what={`the ${spec.plural}`} />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (open !== null) {
    const row = open === 'new' ? null : (rows.find((candidate) => candidate.id === open) ?? null);
    return (
      <BrandItemEditor
        key={open}
        spec={spec}
        row={row}
        onDone={() => {
          setOpen(null);
          reload();
        }}
      />
    );
  }
  const current = pageOf(shown, page);
  const changeFilter = (next: Partial<BrandFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section className="card" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="section-title">
        {spec.plural[0]?.toUpperCase()}
        {spec.plural.slice(1)}
      </h2>
      <div className="admin-filters">
        <FormField id={`${idPrefix}-shown`} label="Shown to readers">
          {(control) => (
            <select
              {...control}
              value={filter.shown}
              onChange={(event) => changeFilter({ shown: event.target.value as BrandFilter['shown'] })}
            >
              <option value="all">Published or not</option>
              <option value="published">Published</option>
              <option value="unpublished">Not published</option>
            </select>
          )}
        </FormField>
        {kinds && (
          <FormField id={`${idPrefix}-kind`} label="Kind">
            {(control) => (
              <select {...control} value={filter.kind} onChange={(event) => changeFilter({ kind: event.target.value })}>
                <option value="all">Every kind</option>
                {kinds.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {kind.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <div className="admin-actions">
          <button type="button" className="button button-primary" onClick={() => setOpen('new')}>
            Add a {spec.noun}
          </button>
        </div>
      </div>
      {rows.length === 0 ? (
        <ToolEmpty title={`No ${spec.plural} yet`}>
          Press “Add a {spec.noun}” to write the first; tick Published when it is ready for readers.
        </ToolEmpty>
      ) : shown.length === 0 ? (
        <p className="admin-muted" role="status">
          No {spec.noun} matches this filter.
        </p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <SortHeader column="title" label={Noun} sort={sort} onSort={setSort} />
                  <th scope="col">Readers see it</th>
                  <SortHeader column="sort_order" label="Order" sort={sort} onSort={setSort} />
                  <SortHeader column="updated_at" label="Changed" sort={sort} onSort={setSort} />
                </tr>
              </thead>
              <tbody>
                {current.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <button type="button" className="admin-link" onClick={() => setOpen(row.id)}>
                        {String(row[spec.titleField] ?? '')}
                      </button>
                      {row.is_sample && <span className="admin-badge">sample</span>}
                    </td>
                    <td>
                      {row.published === true ? 'Published' : 'Not published'}
                      {row.featured === true ? ', featured' : ''}
                    </td>
                    <td>{String(row.sort_order ?? '')}</td>
                    <td>{row.updated_at.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager page={current.page} pages={current.pages} total={shown.length} noun={spec.plural} onPage={setPage} />
        </>
      )}
    </section>
  );
}
