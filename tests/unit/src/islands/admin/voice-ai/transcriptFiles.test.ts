import { describe, expect, it } from 'vitest';
import { transcriptName, transcriptTxt, transcriptVtt, vttTime } from '../../../../../../src/islands/admin/voice-ai/transcriptFiles.ts';

describe('transcript files', () => {
  it('writes WebVTT times as hh:mm:ss.ttt', () => {
    expect([0, 1.5, 59.9996, 61.25, 3723.004].map(vttTime)).toEqual([
      '00:00:00.000',
      '00:00:01.500',
      '00:01:00.000',
      '00:01:01.250',
      '01:02:03.004',
    ]);
  });

  it('holds the whole transcript in one cue spanning the clip, with nothing that would end the cue early', () => {
    expect(transcriptVtt('Hello there.\n\nA new paragraph --> here.', 12.34)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.340\nHello there.\nA new paragraph → here.\n',
    );
  });

  it('gives a cue of an unmeasured clip a length above zero, and the text file a final newline', () => {
    expect(transcriptVtt('Hi', 0)).toContain('00:00:00.000 --> 00:00:00.001');
    expect(transcriptTxt('  Hi  ')).toBe('Hi\n');
  });

  it('names the file after the clip, or after the time of a recording, with characters safe everywhere', () => {
    const now = new Date('2026-11-26T04:05:06Z');
    expect(transcriptName('Board meeting: part 1.webm', now)).toBe('Board-meeting-part-1-transcript');
    expect(transcriptName(null, now)).toBe('recording-2026-11-26-04-05-06-transcript');
  });
});
