import { textMatches, type TableSort } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { EpisodeStatus, EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses } from './episodeStatuses.ts';

/** The list's filter, sort and page as the studio's address holds them: `?status=&q=&sort=&page=`. */
export interface EpisodesAddress {
  status: EpisodeStatus | 'all';
  q: string;
  sort: TableSort;
  page: number;
}

export const episodesAddress = urlParams<EpisodesAddress>({
  status: choiceParam(['all', ...episodeStatuses.map((status) => status.id)], 'all'),
  q: textParam(),
  sort: sortParam(['title', 'number', 'status', 'date', 'updated_at'], { key: 'updated_at', direction: 'descending' }),
  page: wholeParam(1),
});

/** Whether the filter keeps an episode: its status, and text in its title or slug. */
export const episodeKept =
  ({ status, q }: Pick<EpisodesAddress, 'status' | 'q'>) =>
  (episode: EpisodeSummary): boolean =>
    (status === 'all' || episode.status === status) && textMatches(q, [episode.title, episode.slug]);

/** The date an episode is listed by: when it went live, or is planned to. */
export const episodeDate = (episode: EpisodeSummary): string | null => episode.published_at ?? episode.publish_at;

/** Season and number as one sortable figure: season 2 episode 3 is 2_000_003. */
export const numbering = (episode: EpisodeSummary): number | null =>
  episode.season === null && episode.episode_number === null ? null : (episode.season ?? 0) * 1_000_000 + (episode.episode_number ?? 0);

/** "S2 · E3", "E3", "S2" or nothing. */
export function numberingLabel(episode: Pick<EpisodeSummary, 'season' | 'episode_number'>): string {
  return [episode.season && `S${episode.season}`, episode.episode_number && `E${episode.episode_number}`].filter(Boolean).join(' · ');
}
