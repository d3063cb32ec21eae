import { useCallback, useMemo, useState } from 'react';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageCount } from '../kit/listPages.ts';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { NoteFilters } from './NoteFilters.tsx';
import { NoteHits } from './NoteHits.tsx';
import { NotesTransfer } from './NotesTransfer.tsx';
import type { NotesAddress } from './notesAddress.ts';
import { noteTags, notesPerPage, rankedAtMost, searchNotes } from './notesApi.ts';
import { type NoteSort, sortedHits } from './noteSorting.ts';
import { useSearchBox } from './useSearchBox.ts';

/** Whether the database searches for what was typed: one letter alone is the start of every word. */
function searchesWords(query: string): boolean {
  return /[\p{L}\p{N}]{2}|\p{N}/u.test(query);
}

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
        <NoteFilters
          address={address}
          go={go}
          fixedTag={fixedTag}
          noun={noun}
          search={search}
          sort={sort}
          onSort={setSort}
          tags={tags.state.kind === 'loaded' ? tags.state.data : []}
        />
        {state.kind === 'loading' ? (
          <ToolLoading what={`the ${noun}`} />
        ) : state.kind === 'failed' ? (
          <ToolFailed message={state.message} onRetry={reload} />
        ) : state.data.total === 0 && page > 1 ? (
          <p className="admin-muted" role="status">
            There is no page {page} of these notes.{' '}
            <button type="button" className="admin-link" onClick={() => go({ ...address, page: 1 })}>
              Go to the first page
            </button>
          </p>
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
              {state.data.moreThanRanked
                ? `More than ${rankedAtMost} notes match “${query.trim()}”: the newest ${rankedAtMost} are ranked. Add a word to narrow it.`
                : `${state.data.total} ${state.data.total === 1 ? 'note' : 'notes'}${
                    !query.trim() ? '' : searchesWords(query) ? ` match “${query.trim()}”` : ' (a search starts at the second letter)'
                  }`}
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
