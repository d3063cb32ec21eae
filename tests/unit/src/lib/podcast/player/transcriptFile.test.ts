import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../../../../../src/lib/podcast/player/transcriptFile.ts';

describe('reading a WebVTT transcript in the player', () => {
  it('reads cues with or without hours, identifiers and settings', () => {
    const file =
      'WEBVTT - A show\n\nNOTE written by hand\n\nintro\n00:01.000 --> 00:04.500 align:start\nHello <v Elena>there</v>.\n\n01:00:00.000 --> 01:00:02.000\nLate &amp; last.\n';
    expect(parseWebVtt(file)).toEqual([
      { start: 1, end: 4.5, text: 'Hello there.' },
      { start: 3600, end: 3602, text: 'Late & last.' },
    ]);
  });

  it('reads files with Windows line ends, and skips blocks without a valid timing', () => {
    expect(parseWebVtt('WEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nOne.\r\n\r\nnot --> a time\r\nTwo.\r\n')).toEqual([
      { start: 1, end: 2, text: 'One.' },
    ]);
  });
});
