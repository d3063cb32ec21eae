import { DataTable } from '../kit/DataTable.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { clientTable, tableCsv } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { useListAddress } from '../kit/useUrlState.ts';
import { episodeColumns, episodeKept, episodesAddress, type EpisodesAddress } from './episodeList.ts';
import type { EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses } from './episodeStatuses.ts';
import { opensById } from '../kit/opensById.ts';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';

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
  const { address, filterBar, dataTable } = useListAddress(episodesAddress);
  const table = clientTable(episodes, { columns: episodeColumns, keep: episodeKept(address), sort: address.sort, page: address.page });

  return (
    <section className="card admin-stack" aria-labelledby="episodes-title">
      <h2 id="episodes-title" className="section-title">
        Episodes
      </h2>
      <FilterBar idPrefix="episodes" controls={filters} {...filterBar}>
        <button type="button" className="button button-primary" onClick={onNew}>
          New episode
        </button>
        <ExportCsvButton filename="episodes.csv" csv={() => tableCsv(episodeColumns, table.kept)} disabled={table.total === 0} />
      </FilterBar>
      <DataTable
        columns={episodeColumns}
        table={table}
        {...opensById<EpisodeSummary>(onOpen)}
        {...dataTable}
        noun="episodes"
        empty={
          <ToolEmpty title="No episodes yet">
            Press “New episode”, give it a title, then upload or record its audio. Fill in the show (title, artwork, category) under “Show”
            before the first episode goes out.
          </ToolEmpty>
        }
        noMatch="No episode matches this filter."
      />
    </section>
  );
}
