import { useMemo, useState } from 'react';
import { formatClockTime } from '../../../lib/publishing/chapters.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import { type SortDirection, SortHeader } from '../kit/SortHeader.tsx';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { type EpisodeFilter, type EpisodeSortKey, episodeDate, numberingLabel, visibleEpisodes } from './episodeList.ts';
import type { EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses, statusLabel } from './episodeStatuses.ts';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The episodes: filtered by status or text, sorted by any column, a page at a time; a title opens it. */
export function EpisodeList({ episodes, onOpen, onNew }: { episodes: readonly EpisodeSummary[]; onOpen(id: string): void; onNew(): void }) {
  const [filter, setFilter] = useState<EpisodeFilter>({ status: 'all', text: '' });
  const [sort, setSort] = useState<{ key: EpisodeSortKey; direction: SortDirection }>({ key: 'updated_at', direction: 'descending' });
  const [page, setPage] = useState(1);
  const shown = useMemo(() => visibleEpisodes(episodes, filter, sort), [episodes, filter, sort]);
  const current = pageOf(shown, page);
  const changeFilter = (next: Partial<EpisodeFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <section className="card admin-stack" aria-labelledby="episodes-title">
      <h2 id="episodes-title" className="section-title">
        Episodes
      </h2>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor="episode-filter-status">Status</label>
          <select
            id="episode-filter-status"
            value={filter.status}
            onChange={(event) => changeFilter({ status: event.target.value as EpisodeFilter['status'] })}
          >
            <option value="all">Every status</option>
            {episodeStatuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="episode-filter-text">Search</label>
          <input
            id="episode-filter-text"
            type="search"
            value={filter.text}
            onChange={(event) => changeFilter({ text: event.target.value })}
          />
        </div>
        <div className="admin-actions">
          <button type="button" className="button button-primary" onClick={onNew}>
            New episode
          </button>
        </div>
      </div>
      {episodes.length === 0 ? (
        <ToolEmpty title="No episodes yet">
          Press “New episode”, give it a title, then upload or record its audio. Fill in the show (title, artwork, category) under “Show”
          before the first episode goes out.
        </ToolEmpty>
      ) : shown.length === 0 ? (
        <p className="admin-muted" role="status">
          No episode matches this filter.
        </p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <SortHeader column="title" label="Title" sort={sort} onSort={setSort} />
                  <SortHeader column="number" label="Number" sort={sort} onSort={setSort} />
                  <SortHeader column="status" label="Status" sort={sort} onSort={setSort} />
                  <SortHeader column="date" label="Published or planned" sort={sort} onSort={setSort} />
                  <SortHeader column="updated_at" label="Changed" sort={sort} onSort={setSort} />
                  <th scope="col">Length</th>
                </tr>
              </thead>
              <tbody>
                {current.rows.map((episode) => (
                  <tr key={episode.id}>
                    <td>
                      <button type="button" className="admin-link" onClick={() => onOpen(episode.id)}>
                        {episode.title}
                      </button>
                      {episode.is_sample && <span className="admin-badge">sample</span>}
                    </td>
                    <td>{numberingLabel(episode)}</td>
                    <td>{statusLabel(episode.status)}</td>
                    <td>{day(episodeDate(episode))}</td>
                    <td>{day(episode.updated_at)}</td>
                    <td>{episode.duration_seconds === null ? '' : formatClockTime(episode.duration_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager page={current.page} pages={current.pages} total={shown.length} noun="episodes" onPage={setPage} />
        </>
      )}
    </section>
  );
}
