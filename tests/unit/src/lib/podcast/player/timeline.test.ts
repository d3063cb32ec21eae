import { describe, expect, it } from 'vitest';
import { clampedTime, currentIndex, progress } from '../../../../../../src/lib/podcast/player/timeline.ts';

const cues = [{ start: 0 }, { start: 4 }, { start: 9.5 }, { start: 20 }];

describe('the current line or chapter', () => {
  it('is the last one that has started', () => {
    expect(currentIndex(cues, 0)).toBe(0);
    expect(currentIndex(cues, 3.99)).toBe(0);
    expect(currentIndex(cues, 4)).toBe(1);
    expect(currentIndex(cues, 15)).toBe(2);
    expect(currentIndex(cues, 500)).toBe(3);
  });

  it('is none before the first has started, or when there are none', () => {
    expect(currentIndex([{ start: 2 }], 1)).toBe(-1);
    expect(currentIndex([], 10)).toBe(-1);
  });

  it('agrees with a plain scan at every time, for any sorted starts', () => {
    const starts = Array.from({ length: 50 }, (_, index) => ({ start: index * 1.5 + (index % 3) * 0.2 }));
    for (let time = -1; time < 80; time += 0.37) {
      const scanned = starts.reduce((found, part, index) => (part.start <= time ? index : found), -1);
      expect(currentIndex(starts, time)).toBe(scanned);
    }
  });
});

describe('seeking and progress', () => {
  it('keeps a seek within the episode', () => {
    expect(clampedTime(-10, 100)).toBe(0);
    expect(clampedTime(130, 100)).toBe(100);
    expect(clampedTime(30, Number.NaN)).toBe(30);
  });

  it('measures the share heard, zero while the length is unknown', () => {
    expect(progress(95, 100)).toBe(0.95);
    expect(progress(10, Number.NaN)).toBe(0);
    expect(progress(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
