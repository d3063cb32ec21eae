import { type ChapterRow, chapterRows, checkChapters } from '../../../lib/publishing/chapters.ts';
import type { TranscriptCue } from '../../../lib/publishing/transcripts.ts';
import { instantOfOwnerLocal, ownerLocalDateTime } from '../publishing/ownerDateTime.ts';
import { slugProblem } from '../publishing/slugs.ts';
import type { Episode, EpisodeFields, EpisodeStatus, EpisodeType } from './episodesApi.ts';

/** The episode's audio once uploaded: the object, its public address, type, size and length. */
export interface EpisodeAudio {
  path: string;
  url: string;
  type: string;
  bytes: number;
  duration: number;
}

/** The editor's fields as typed: numbers and times stay text until they are checked. */
export interface EpisodeForm {
  title: string;
  slug: string;
  /** Whether the owner typed the slug; until then it follows the title. */
  slugTyped: boolean;
  summary: string;
  notes: string;
  audio: EpisodeAudio | null;
  transcript: TranscriptCue[];
  chapters: ChapterRow[];
  season: string;
  episodeNumber: string;
  episodeType: EpisodeType;
  explicit: 'show' | 'yes' | 'no';
  status: EpisodeStatus;
  publishAt: string;
}

/** What the owner asks for: keep the status, publish now, schedule, or take the episode off the site. */
export type EpisodeIntent = 'save' | 'publish' | 'schedule' | 'unpublish';

export type EpisodeField = 'title' | 'slug' | 'summary' | 'audio' | 'chapters' | 'season' | 'episodeNumber' | 'publishAt';

export function formOf(episode: Episode | null, timeZone: string): EpisodeForm {
  const audio =
    episode?.audio_path && episode.audio_url && episode.audio_type && episode.audio_bytes && episode.duration_seconds
      ? {
          path: episode.audio_path,
          url: episode.audio_url,
          type: episode.audio_type,
          bytes: episode.audio_bytes,
          duration: episode.duration_seconds,
        }
      : null;
  return {
    title: episode?.title ?? '',
    slug: episode?.slug ?? '',
    slugTyped: episode !== null,
    summary: episode?.summary ?? '',
    notes: episode?.notes_md ?? '',
    audio,
    transcript: episode?.transcript_cues ?? [],
    chapters: chapterRows(episode?.chapters ?? []),
    season: episode?.season?.toString() ?? '',
    episodeNumber: episode?.episode_number?.toString() ?? '',
    episodeType: episode?.episode_type ?? 'full',
    explicit: episode?.explicit === true ? 'yes' : episode?.explicit === false ? 'no' : 'show',
    status: episode?.status ?? 'draft',
    publishAt: episode?.publish_at ? ownerLocalDateTime(episode.publish_at, timeZone) : '',
  };
}

const wholeNumber = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

const statusFor: Record<Exclude<EpisodeIntent, 'save'>, EpisodeStatus> = {
  publish: 'published',
  schedule: 'scheduled',
  unpublish: 'draft',
};

/**
 * Checks the form for what the owner asked and gives the row to store, or what is wrong, field by
 * field. The database checks the same rules again (and refuses publishing without audio).
 */
export function checkEpisodeForm(
  form: EpisodeForm,
  intent: EpisodeIntent,
  timeZone: string,
  now: number,
): { fields: EpisodeFields; problems: null } | { fields: null; problems: Partial<Record<EpisodeField, string>> } {
  const problems: Partial<Record<EpisodeField, string>> = {};
  const title = form.title.trim();
  if (!title) problems.title = 'Enter a title.';
  else if (title.length > 200) problems.title = 'Keep the title within 200 characters.';
  const slug = slugProblem(form.slug);
  if (slug) problems.slug = slug;
  if (form.summary.length > 500) problems.summary = 'Keep the summary within 500 characters.';
  const season = wholeNumber(form.season);
  const episodeNumber = wholeNumber(form.episodeNumber);
  if (season === 0 || Number.isNaN(season)) problems.season = 'Enter the season as a whole number from 1, or leave it empty.';
  if (episodeNumber === 0 || Number.isNaN(episodeNumber))
    problems.episodeNumber = 'Enter the episode number as a whole number from 1, or leave it empty.';
  const chapters = checkChapters(form.chapters, form.audio?.duration ?? null);
  if (!chapters.chapters) problems.chapters = chapters.listProblem ?? [...chapters.rowProblems.values()].join(' ');
  const status = intent === 'save' ? form.status : statusFor[intent];
  if ((status === 'published' || status === 'scheduled') && !form.audio) {
    problems.audio = 'Add the audio before publishing: an episode cannot be published without it.';
  }
  let publishAt: string | null = null;
  if (status === 'scheduled') {
    publishAt = instantOfOwnerLocal(form.publishAt, timeZone);
    if (!publishAt) problems.publishAt = 'Choose the date and time to publish.';
    else if (Date.parse(publishAt) <= now) problems.publishAt = 'Choose a time in the future, or publish now.';
  }
  if (Object.keys(problems).length > 0) return { fields: null, problems };
  const audio = form.audio;
  return {
    problems: null,
    fields: {
      title,
      slug: form.slug,
      summary: form.summary,
      notes_md: form.notes,
      audio_path: audio?.path ?? null,
      audio_url: audio?.url ?? null,
      audio_type: audio?.type ?? null,
      audio_bytes: audio?.bytes ?? null,
      duration_seconds: audio?.duration ?? null,
      transcript_cues: form.transcript,
      chapters: chapters.chapters ?? [],
      season,
      episode_number: episodeNumber,
      episode_type: form.episodeType,
      explicit: form.explicit === 'show' ? null : form.explicit === 'yes',
      status,
      publish_at: publishAt,
    },
  };
}
