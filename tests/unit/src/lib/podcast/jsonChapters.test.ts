import { describe, expect, it } from 'vitest';
import { jsonChapters } from '../../../../../src/lib/podcast/jsonChapters.ts';

describe('the chapters in the Podcasting 2.0 JSON format', () => {
  it('gives the version and each chapter as startTime and title, in time order', () => {
    expect(
      jsonChapters([
        { start: 95.5, title: 'The budget' },
        { start: 0, title: 'Opening' },
      ]),
    ).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Opening' },
        { startTime: 95.5, title: 'The budget' },
      ],
    });
  });

  it('is an empty list for an episode without chapters', () => {
    expect(jsonChapters([])).toEqual({ version: '1.2.0', chapters: [] });
  });
});
