import { tagLabel } from '../../../lib/knowledge/tags.ts';
import type { NotesAddress } from './notesAddress.ts';
import { type NoteSort, noteSorts } from './noteSorting.ts';
import type { useSearchBox } from './useSearchBox.ts';
import { FormField } from '../../shared/FormField.tsx';

/** The search box, the tag (unless the page is about one), the order, and current or archived notes. */
export function NoteFilters({
  address,
  go,
  fixedTag,
  noun,
  search,
  sort,
  onSort,
  tags,
}: {
  address: NotesAddress;
  go(next: NotesAddress, replace?: boolean): void;
  fixedTag: string | null;
  noun: string;
  search: ReturnType<typeof useSearchBox>;
  sort: NoteSort;
  onSort(sort: NoteSort): void;
  tags: readonly { tag: string; notes: number }[];
}) {
  const { query, tag, archived } = address;
  // A tag from the address that no current note carries still shows as chosen.
  const tagShown = tag && !tags.some((entry) => entry.tag === tag) ? [{ tag, notes: 0 }, ...tags] : tags;
  return (
    <>
      <search className="admin-filters">
        <div className="notes-search">
          <FormField id="notes-query" label={`Search ${noun}`} hint="Press / to search from anywhere; ↓ to move through the results.">
            {(control) => (
              <input
                {...control}
                ref={search.box}
                type="search"
                value={search.typed}
                placeholder="Words, “a phrase”, -leave-out"
                onChange={(event) => search.setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  document.querySelector<HTMLAnchorElement>('.notes-hits a.notes-hit')?.focus();
                }}
              />
            )}
          </FormField>
        </div>
        {!fixedTag && (
          <FormField id="notes-tag" label="Tag">
            {(control) => (
              <select {...control} value={tag ?? ''} onChange={(event) => go({ ...address, tag: event.target.value || null, page: 1 })}>
                <option value="">All tags</option>
                {tagShown.map((entry) => (
                  <option key={entry.tag} value={entry.tag}>
                    {tagLabel(entry.tag)} ({entry.notes})
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id="notes-sort" label="Order">
          {(control) => (
            <select {...control} value={sort} onChange={(event) => onSort(event.target.value as NoteSort)}>
              {noteSorts
                .filter((entry) => entry.value !== 'relevance' || query.trim())
                .map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {entry.label}
                  </option>
                ))}
            </select>
          )}
        </FormField>
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
    </>
  );
}
