import type { Chapter } from './episodeTypes.ts';

/** The Podcasting 2.0 JSON chapters format (podcastindex.org namespace, `podcast:chapters`). */
export const jsonChaptersType = 'application/json+chapters';

export interface JsonChapters {
  version: '1.2.0';
  chapters: { startTime: number; title: string }[];
}

/** The episode's chapters in that format, in time order, as podcast apps list them. */
export function jsonChapters(chapters: readonly Chapter[]): JsonChapters {
  return {
    version: '1.2.0',
    chapters: [...chapters]
      .sort((first, second) => first.start - second.start)
      .map((chapter) => ({ startTime: chapter.start, title: chapter.title })),
  };
}
