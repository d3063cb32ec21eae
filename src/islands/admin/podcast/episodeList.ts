import { formatClockTime } from '../../../lib/publishing/chapters.ts';
import { type Column, textMatches } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses, statusLabel } from './episodeStatuses.ts';

/** The list's filter, sort and page as the studio's address holds them: `?status=&q=&sort=&page=`. */
export const episodesAddress = urlParams({
  status: choiceParam(['all', ...episodeStatuses.map((status) => status.id)], 'all'),
  q: textParam(),
  sort: sortParam(['title', 'number', 'status', 'date', 'updated_at'], { key: 'updated_at', direction: 'descending' }),
  page: wholeParam(1),
});
export type EpisodesAddress = UrlValue<typeof episodesAddress>;

/** Whether the filter keeps an episode: its status, and text in its title or slug. */
export const episodeKept =
  ({ status, q }: Pick<EpisodesAddress, 'status' | 'q'>) =>
  (episode: EpisodeSummary): boolean =>
    (status === 'all' || episode.status === status) && textMatches(q, [episode.title, episode.slug]);

/** The date an episode is listed by: when it went live, or is planned to. */
export const episodeDate = (episode: EpisodeSummary): string | null => episode.published_at ?? episode.publish_at;

/** Season and number as one sortable figure: season 2 episode 3 is 2_000_003. */
const numbering = (episode: EpisodeSummary): number | null =>
  episode.season === null && episode.episode_number === null ? null : (episode.season ?? 0) * 1_000_000 + (episode.episode_number ?? 0);

/** "S2 · E3", "E3", "S2" or nothing. */
export function numberingLabel(episode: Pick<EpisodeSummary, 'season' | 'episode_number'>): string {
  return [episode.season && `S${episode.season}`, episode.episode_number && `E${episode.episode_number}`].filter(Boolean).join(' · ');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The episodes table: a title opens the episode; statuses sort in the order of the work, numbers by season then episode. */
export const episodeColumns: readonly Column<EpisodeSummary>[] = [
  { key: 'title', label: 'Title', value: (episode) => episode.title, opens: true },
  { key: 'number', label: 'Number', value: numbering, cell: numberingLabel, csv: numberingLabel },
  {
    key: 'status',
    label: 'Status',
    value: (episode) => episodeStatuses.findIndex((entry) => entry.id === episode.status),
    cell: (episode) => statusLabel(episode.status),
    csv: (episode) => statusLabel(episode.status),
  },
  { key: 'date', label: 'Published or planned', value: episodeDate, cell: (episode) => day(episodeDate(episode)) },
  { key: 'updated_at', label: 'Changed', value: (episode) => episode.updated_at, cell: (episode) => day(episode.updated_at) },
  {
    key: 'length',
    label: 'Length',
    value: (episode) => episode.duration_seconds,
    cell: (episode) => (episode.duration_seconds === null ? '' : formatClockTime(episode.duration_seconds)),
    sortable: false,
  },
];
