import type { FilterControl } from '../kit/FilterBar.tsx';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { useListAddress } from '../kit/useUrlState.ts';
import { episodeColumns, episodeKept, episodesAddress, type EpisodesAddress } from './episodeList.ts';
import type { EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses } from './episodeStatuses.ts';
import { opensById } from '../kit/opensById.ts';

const filters: FilterControl<EpisodesAddress>[] = [
  {
    key: 'status',
    label: 'Status',
    kind: 'choice',
    options: [{ value: 'all', label: 'Every status' }, ...episodeStatuses.map(({ id, label }) => ({ value: id, label }))],
  },
  { key: 'q', label: 'Search', kind: 'search' },
];

/** The episodes: filtered by status or text, sorted by any column, a page at a time, as the address says; a title opens it. */
export function EpisodeList({ episodes, onOpen, onNew }: { episodes: readonly EpisodeSummary[]; onOpen(id: string): void; onNew(): void }) {
  const list = useListAddress(episodesAddress);

  const spec: ListTable<EpisodeSummary, EpisodesAddress> = {
    idPrefix: 'episodes',
    controls: filters,
    columns: episodeColumns,
    keep: episodeKept,
    noun: 'episodes',
    noMatch: 'No episode matches this filter.',
    empty: (
      <ToolEmpty title="No episodes yet">
        Press “New episode”, give it a title, then upload or record its audio. Fill in the show (title, artwork, category) under “Show”
        before the first episode goes out.
      </ToolEmpty>
    ),
  };
  return (
    <section className="card admin-stack" aria-labelledby="episodes-title">
      <h2 id="episodes-title" className="section-title">
        Episodes
      </h2>
      <FilteredTable spec={spec} list={list} rows={episodes} rowProps={opensById<EpisodeSummary>(onOpen)}>
        <button type="button" className="button button-primary" onClick={onNew}>
          New episode
        </button>
      </FilteredTable>
    </section>
  );
}
