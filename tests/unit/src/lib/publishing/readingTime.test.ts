import { describe, expect, it } from 'vitest';
import { readingMinutes, readingTimeLabel, wordCount } from '../../../../../src/lib/publishing/readingTime.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('counts the words a reader reads, not Markdown marks, link targets, images or code', () => {
    const markdown = [
      '## A heading here',
      'Read [the guide](https://example.com/a/very/long/address) **today**.',
      '![A chart](https://example.com/chart.png)',
      '```',
      'const notWords = true;',
      '```',
      '- one item',
    ].join('\n\n');
    expect(wordCount(markdown)).toBe(9);
  });

  it('takes 230 words a minute, rounded, and never less than one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(100))).toBe(1);
    expect(readingMinutes(words(460))).toBe(2);
    expect(readingMinutes(words(1150))).toBe(5);
    expect(readingTimeLabel(words(920))).toBe('4 min read');
  });
});
