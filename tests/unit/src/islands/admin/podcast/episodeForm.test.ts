import { describe, expect, it } from 'vitest';
import { checkEpisodeForm, type EpisodeForm, formOf } from '../../../../../../src/islands/admin/podcast/episodeForm.ts';

const now = Date.parse('2026-11-26T12:00:00Z');
const audio = {
  path: 'episodes/a.wav',
  url: 'http://127.0.0.1/storage/v1/object/public/podcast-audio/episodes/a.wav',
  type: 'audio/wav',
  bytes: 720_044,
  duration: 90,
};
const form = (fields: Partial<EpisodeForm> = {}): EpisodeForm => ({
  ...formOf(null, 'Europe/Berlin'),
  title: 'Pilot',
  slug: 'pilot',
  ...fields,
});

describe('checkEpisodeForm', () => {
  it('gives the row to store: numbers as numbers, chapters sorted, explicit as the show says', () => {
    const checked = checkEpisodeForm(
      form({
        audio,
        season: '2',
        episodeNumber: '',
        chapters: [
          { start: '1:00', title: 'Two' },
          { start: '0:00', title: 'One' },
        ],
      }),
      'publish',
      'Europe/Berlin',
      now,
    );
    expect(checked.problems).toBeNull();
    expect(checked.fields).toMatchObject({
      status: 'published',
      season: 2,
      episode_number: null,
      explicit: null,
      audio_bytes: 720_044,
      duration_seconds: 90,
      publish_at: null,
      chapters: [
        { start: 0, title: 'One' },
        { start: 60, title: 'Two' },
      ],
    });
  });

  it('refuses to publish or schedule without audio, but saves a draft without it', () => {
    expect(checkEpisodeForm(form(), 'publish', 'UTC', now).problems).toEqual({
      audio: 'Add the audio before publishing: an episode cannot be published without it.',
    });
    expect(checkEpisodeForm(form({ publishAt: '2026-12-01T09:00' }), 'schedule', 'UTC', now).problems).toHaveProperty('audio');
    expect(checkEpisodeForm(form(), 'save', 'UTC', now).fields?.status).toBe('draft');
  });

  it('schedules at the owner’s wall-clock time, only in the future', () => {
    const scheduled = checkEpisodeForm(form({ audio, publishAt: '2026-12-01T09:00' }), 'schedule', 'Europe/Berlin', now);
    expect(scheduled.fields).toMatchObject({ status: 'scheduled', publish_at: '2026-12-01T08:00:00.000Z' });
    expect(checkEpisodeForm(form({ audio, publishAt: '2026-11-01T09:00' }), 'schedule', 'UTC', now).problems).toEqual({
      publishAt: 'Choose a time in the future, or publish now.',
    });
    expect(checkEpisodeForm(form({ audio }), 'schedule', 'UTC', now).problems).toEqual({
      publishAt: 'Choose the date and time to publish.',
    });
  });

  it('says what is wrong field by field', () => {
    const checked = checkEpisodeForm(
      form({ title: ' ', slug: 'Bad Slug', season: '0', episodeNumber: 'two', chapters: [{ start: '0:30', title: 'Late' }] }),
      'save',
      'UTC',
      now,
    );
    expect(Object.keys(checked.problems ?? {}).sort()).toEqual(['chapters', 'episodeNumber', 'season', 'slug', 'title']);
    expect(checked.problems?.chapters).toBe('The first chapter must start at 0:00.');
  });

  it('unpublishing makes the episode a draft again', () => {
    expect(checkEpisodeForm(form({ audio, status: 'published' }), 'unpublish', 'UTC', now).fields?.status).toBe('draft');
  });
});
