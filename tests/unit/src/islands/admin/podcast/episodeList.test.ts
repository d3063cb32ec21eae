import { describe, expect, it } from 'vitest';
import { clientTable, type TableSort, tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import {
  episodeColumns,
  type EpisodesAddress,
  episodeKept,
  numberingLabel,
} from '../../../../../../src/islands/admin/podcast/episodeList.ts';
import type { EpisodeSummary } from '../../../../../../src/islands/admin/podcast/episodesApi.ts';

const episode = (fields: Partial<EpisodeSummary>): EpisodeSummary => ({
  id: fields.slug ?? 'x',
  slug: 'x',
  title: 'X',
  status: 'draft',
  publish_at: null,
  published_at: null,
  updated_at: '2026-11-01T00:00:00Z',
  season: null,
  episode_number: null,
  duration_seconds: null,
  is_sample: false,
  ...fields,
});

const episodes = [
  episode({ slug: 'pilot', title: 'The pilot', status: 'published', published_at: '2026-10-01T08:00:00Z', season: 1, episode_number: 1 }),
  episode({
    slug: 'second',
    title: 'Second thoughts',
    status: 'scheduled',
    publish_at: '2026-12-01T08:00:00Z',
    season: 1,
    episode_number: 2,
  }),
  episode({ slug: 'idea', title: 'An idea', status: 'idea' }),
];

const visibleEpisodes = (list: readonly EpisodeSummary[], filter: Pick<EpisodesAddress, 'status' | 'q'>, sort: TableSort) =>
  clientTable(list, { columns: episodeColumns, keep: episodeKept(filter), sort, page: 1 }).rows;

describe('the episodes table', () => {
  it('filters by status and by text in the title or slug', () => {
    expect(visibleEpisodes(episodes, { status: 'scheduled', q: '' }, { key: 'title', direction: 'ascending' }).map((e) => e.slug)).toEqual([
      'second',
    ]);
    expect(visibleEpisodes(episodes, { status: 'all', q: 'PILOT' }, { key: 'title', direction: 'ascending' }).map((e) => e.slug)).toEqual([
      'pilot',
    ]);
  });

  it('sorts by status in the order of the work, by numbering and by date, empty values last', () => {
    const order = (key: 'status' | 'number' | 'date', direction: 'ascending' | 'descending') =>
      visibleEpisodes(episodes, { status: 'all', q: '' }, { key, direction }).map((e) => e.slug);
    expect(order('status', 'ascending')).toEqual(['idea', 'second', 'pilot']);
    expect(order('number', 'descending')).toEqual(['second', 'pilot', 'idea']);
    expect(order('date', 'ascending')).toEqual(['pilot', 'second', 'idea']);
  });
});

describe('numberingLabel', () => {
  it('exports the numbering and the status as the table shows them', () => {
    expect(
      tableCsv(episodeColumns, episodes)
        .split(/\r?\n/)
        .map((row) => row.split(',').slice(0, 3).join(',')),
    ).toEqual(['Title,Number,Status', 'The pilot,S1 · E1,Published', 'Second thoughts,S1 · E2,Scheduled', 'An idea,,Idea', '']);
  });

  it('names season and episode when known', () => {
    expect(numberingLabel({ season: 2, episode_number: 3 })).toBe('S2 · E3');
    expect(numberingLabel({ season: null, episode_number: 3 })).toBe('E3');
    expect(numberingLabel({ season: null, episode_number: null })).toBe('');
  });
});
