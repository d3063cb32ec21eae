import { describe, expect, it } from 'vitest';
import { chapterRows, checkChapters, formatClockTime, parseClockTime } from '../../../../../src/lib/publishing/chapters.ts';

describe('parseClockTime and formatClockTime', () => {
  it('read m:ss and h:mm:ss and write them back', () => {
    expect(parseClockTime('0:00')).toBe(0);
    expect(parseClockTime(' 12:30 ')).toBe(750);
    expect(parseClockTime('1:02:05')).toBe(3725);
    expect(formatClockTime(750)).toBe('12:30');
    expect(formatClockTime(3725.9)).toBe('1:02:05');
    expect(formatClockTime(5)).toBe('0:05');
  });

  it('refuse what is not a clock time', () => {
    for (const text of ['', '12', '1:2', '0:60', '1:60:00', 'a:bc', '1:02:03:04']) expect(parseClockTime(text)).toBeNull();
  });
});

describe('checkChapters', () => {
  it('sorts valid chapters by start', () => {
    const check = checkChapters(
      [
        { start: '10:00', title: ' Questions ' },
        { start: '0:00', title: 'Welcome' },
      ],
      900,
    );
    expect(check.chapters).toEqual([
      { start: 0, title: 'Welcome' },
      { start: 600, title: 'Questions' },
    ]);
    expect(check.rowProblems.size).toBe(0);
    expect(check.listProblem).toBeNull();
  });

  it('accepts no chapters at all', () => {
    expect(checkChapters([], null).chapters).toEqual([]);
  });

  it('says what is wrong with each row, by its number', () => {
    const check = checkChapters(
      [
        { start: '0:00', title: 'Welcome' },
        { start: '5', title: 'Bad start' },
        { start: '1:00', title: '  ' },
        { start: '20:00', title: 'Too late' },
        { start: '0:00', title: 'Twice' },
      ],
      900,
    );
    expect(check.chapters).toBeNull();
    expect([...check.rowProblems]).toEqual([
      [1, 'Chapter 2: enter the start as m:ss or h:mm:ss, like 12:30.'],
      [2, 'Chapter 3: enter a title.'],
      [3, 'Chapter 4: 20:00 is past the end of the episode (15:00).'],
      [4, 'Chapter 5: chapter 1 starts at the same time.'],
    ]);
  });

  it('needs the first chapter at 0:00', () => {
    const check = checkChapters([{ start: '0:10', title: 'Late start' }], null);
    expect(check.chapters).toBeNull();
    expect(check.listProblem).toBe('The first chapter must start at 0:00.');
  });

  it('gives stored chapters back as rows', () => {
    expect(chapterRows([{ start: 3725, title: 'End' }])).toEqual([{ start: '1:02:05', title: 'End' }]);
  });
});
