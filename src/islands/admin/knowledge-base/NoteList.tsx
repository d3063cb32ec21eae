import { useCallback, useMemo, useState } from 'react';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageCount } from '../kit/listPages.ts';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { NoteHits } from './NoteHits.tsx';
import { NotesTransfer } from './NotesTransfer.tsx';
import type { NotesAddress } from './notesAddress.ts';
import { noteTags, notesPerPage, searchNotes } from './notesApi.ts';
import { type NoteSort, noteSorts, sortedHits } from './noteSorting.ts';
import { useSearchBox } from './useSearchBox.ts';

/** The search, the filters and one page of notes; import and export below them. */
export function NoteList({
  address,
  go,
  hrefOf,
  fixedTag,
  timeZone,
}: {
  address: NotesAddress;
  go(next: NotesAddress, replace?: boolean): void;
  hrefOf(next: NotesAddress): string;
  fixedTag: string | null;
  timeZone: string;
}) {
  const { query, tag, archived, page } = address;
  const load = useCallback(() => searchNotes({ query, tag, archived, page }), [query, tag, archived, page]);
  const { state, reload } = useToolData(load);
  const loadTags = useCallback(() => noteTags(), []);
  const tags = useToolData(loadTags);
  const [chosenSort, setSort] = useState<NoteSort>('relevance');
  const sort: NoteSort = !query.trim() && chosenSort === 'relevance' ? 'updated' : chosenSort;
  const search = useSearchBox(query, (typed) => go({ ...address, query: typed, page: 1 }, query !== ''));
  const hits = useMemo(() => (state.kind === 'loaded' ? sortedHits(state.data.hits, sort) : []), [state, sort]);
  const noun = fixedTag ? `${fixedTag} notes` : 'notes';
  const reloadAll = () => {
    reload();
    tags.reload();
  };

  const tagOptions = tags.state.kind === 'loaded' ? tags.state.data : [];
  const tagShown = tag && !tagOptions.some((entry) => entry.tag === tag) ? [{ tag, notes: 0 }, ...tagOptions] : tagOptions;

  return (
    <div className="admin-stack">
      <section className="card" aria-labelledby="notes-title">
        <div className="admin-actions notes-head">
          <h2 id="notes-title" className="section-title">
            {fixedTag ? 'Strategy notes' : 'Notes'}
          </h2>
          <a
            className="button button-primary"
            href={hrefOf({ ...address, note: 'new' })}
            onClick={(event) => {
              event.preventDefault();
              go({ ...address, note: 'new' });
            }}
          >
            {fixedTag ? 'New strategy note' : 'New note'}
          </a>
        </div>
        <search className="admin-filters">
          <div className="form-field notes-search">
            <label htmlFor="notes-query">Search {noun}</label>
            <input
              id="notes-query"
              ref={search.box}
              type="search"
              value={search.typed}
              placeholder="Words, “a phrase”, -leave-out"
              aria-describedby="notes-query-hint"
              onChange={(event) => search.setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                document.querySelector<HTMLAnchorElement>('.notes-hits a.notes-hit')?.focus();
              }}
            />
            <p id="notes-query-hint" className="admin-muted">
              Press / to search from anywhere; ↓ to move through the results.
            </p>
          </div>
          {!fixedTag && (
            <div className="form-field">
              <label htmlFor="notes-tag">Tag</label>
              <select id="notes-tag" value={tag ?? ''} onChange={(event) => go({ ...address, tag: event.target.value || null, page: 1 })}>
                <option value="">All tags</option>
                {tagShown.map((entry) => (
                  <option key={entry.tag} value={entry.tag}>
                    {tagLabel(entry.tag)} ({entry.notes})
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="form-field">
            <label htmlFor="notes-sort">Order</label>
            <select id="notes-sort" value={sort} onChange={(event) => setSort(event.target.value as NoteSort)}>
              {noteSorts
                .filter((entry) => entry.id !== 'relevance' || query.trim())
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                  </option>
                ))}
            </select>
          </div>
        </search>
        <fieldset className="admin-actions admin-views">
          <legend className="sr-only-text">Show</legend>
          <button type="button" className="button" aria-pressed={!archived} onClick={() => go({ ...address, archived: false, page: 1 })}>
            Current
          </button>
          <button type="button" className="button" aria-pressed={archived} onClick={() => go({ ...address, archived: true, page: 1 })}>
            Archived
          </button>
        </fieldset>
        {state.kind === 'loading' ? (
          <ToolLoading what={`the ${noun}`} />
        ) : state.kind === 'failed' ? (
          <ToolFailed message={state.message} onRetry={reload} />
        ) : state.data.total === 0 ? (
          query.trim() || tag !== fixedTag || archived ? (
            <p className="admin-muted" role="status">
              {archived ? 'No archived note' : 'No note'}
              {query.trim() ? ` matches “${query.trim()}”` : ''}
              {tag && tag !== fixedTag ? ` tagged ${tagLabel(tag)}` : ''}.
            </p>
          ) : (
            <ToolEmpty title={fixedTag ? 'No strategy notes yet' : 'No notes yet'}>
              Write the first with “{fixedTag ? 'New strategy note' : 'New note'}”, or import Markdown files from Obsidian or any editor
              below.
            </ToolEmpty>
          )
        ) : (
          <>
            <p className="admin-muted" role="status">
              {state.data.total} {state.data.total === 1 ? 'note' : 'notes'}
              {query.trim() ? ` match “${query.trim()}”` : ''}
            </p>
            <NoteHits
              hits={hits}
              timeZone={timeZone}
              hrefOf={(id) => hrefOf({ ...address, note: id })}
              // What was typed counts even when a result is opened before the search has caught up.
              onOpen={(id) => go({ ...address, query: search.typed, note: id })}
            />
            <ListPager
              page={Math.min(page, pageCount(state.data.total, notesPerPage))}
              pages={pageCount(state.data.total, notesPerPage)}
              total={state.data.total}
              noun={noun}
              onPage={(next) => go({ ...address, page: next })}
            />
          </>
        )}
      </section>
      <NotesTransfer fixedTag={fixedTag} timeZone={timeZone} onImported={reloadAll} />
    </div>
  );
}
