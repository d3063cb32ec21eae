import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { EpisodeStatus, EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses } from './episodeStatuses.ts';

export type EpisodeSortKey = 'title' | 'status' | 'number' | 'date' | 'updated_at';
export interface EpisodeFilter {
  status: EpisodeStatus | 'all';
  text: string;
}

const statusOrder = (status: EpisodeStatus) => episodeStatuses.findIndex((entry) => entry.id === status);

/** The date an episode is listed by: when it went live, or is planned to. */
export const episodeDate = (episode: EpisodeSummary): string | null => episode.published_at ?? episode.publish_at;

/** Season and number as one sortable figure: season 2 episode 3 is 2_000_003. */
const numbering = (episode: EpisodeSummary) =>
  episode.season === null && episode.episode_number === null ? null : (episode.season ?? 0) * 1_000_000 + (episode.episode_number ?? 0);

/** The episodes the filter keeps (a status, and text found in the title or slug), sorted. */
export function visibleEpisodes(
  episodes: readonly EpisodeSummary[],
  filter: EpisodeFilter,
  sort: { key: EpisodeSortKey; direction: SortDirection },
): EpisodeSummary[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  const kept = episodes.filter(
    (episode) =>
      (filter.status === 'all' || episode.status === filter.status) &&
      (!needle || episode.title.toLocaleLowerCase().includes(needle) || episode.slug.includes(needle)),
  );
  const value = (episode: EpisodeSummary): string | number | null =>
    sort.key === 'status'
      ? statusOrder(episode.status)
      : sort.key === 'number'
        ? numbering(episode)
        : sort.key === 'date'
          ? episodeDate(episode)
          : episode[sort.key];
  return kept.sort((a, b) => compareValues(value(a), value(b), sort.direction));
}

/** "S2 · E3", "E3", "S2" or nothing. */
export function numberingLabel(episode: Pick<EpisodeSummary, 'season' | 'episode_number'>): string {
  return [episode.season && `S${episode.season}`, episode.episode_number && `E${episode.episode_number}`].filter(Boolean).join(' · ');
}
