import type { EpisodeStatus } from './episodesApi.ts';

/** The statuses in the order a piece moves through them, with the words the studio shows. */
export const episodeStatuses: readonly { id: EpisodeStatus; label: string }[] = [
  { id: 'idea', label: 'Idea' },
  { id: 'draft', label: 'Draft' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'published', label: 'Published' },
];

export const statusLabel = (status: EpisodeStatus): string => episodeStatuses.find((entry) => entry.id === status)?.label ?? status;
