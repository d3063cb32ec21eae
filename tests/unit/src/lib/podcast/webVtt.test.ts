import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../../../../src/lib/podcast/player/transcriptFile.ts';
import { vttTimestamp, webVtt } from '../../../../../src/lib/podcast/webVtt.ts';

describe('the transcript as WebVTT', () => {
  it('writes the header and one numbered cue per line, in time order', () => {
    const file = webVtt([
      { start: 4.5, end: 9, text: 'Second line.' },
      { start: 0, end: 4.5, text: 'First line.' },
    ]);
    expect(file).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nFirst line.\n\n2\n00:00:04.500 --> 00:00:09.000\nSecond line.\n\n');
  });

  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(vttTimestamp(3723.0456)).toBe('01:02:03.046');
    expect(vttTimestamp(-1)).toBe('00:00:00.000');
  });

  it('escapes what would end or break a cue: markup, arrows and blank lines', () => {
    const file = webVtt([{ start: 0, end: 1, text: 'A <b> & B --> C\n\n\nD' }]);
    expect(file).toContain('A &lt;b&gt; &amp; B --&gt; C\nD\n');
    expect(file.match(/-->/g)).toHaveLength(1);
  });

  it('skips empty lines of transcript', () => {
    expect(webVtt([{ start: 0, end: 1, text: '  ' }])).toBe('WEBVTT\n\n');
  });

  it('reads back, in the player, exactly the cues it wrote', () => {
    const cues = [
      { start: 0, end: 4.25, text: 'Fish & chips <tonight>.' },
      { start: 4.25, end: 3661.5, text: 'Two\nlines.' },
    ];
    expect(parseWebVtt(webVtt(cues))).toEqual([
      { start: 0, end: 4.25, text: 'Fish & chips <tonight>.' },
      { start: 4.25, end: 3661.5, text: 'Two lines.' },
    ]);
  });
});
