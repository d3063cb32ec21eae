import { describe, expect, it } from 'vitest';
import { parseCueTime, parseTranscript, plainCueText, TranscriptError } from '../../../../../src/lib/publishing/transcripts.ts';

const failureOf = (text: string) => {
  try {
    parseTranscript(text);
  } catch (error) {
    return error;
  }
  throw new Error('the transcript was accepted');
};

describe('parseCueTime', () => {
  it('reads hours, minutes, seconds and milliseconds, with a comma or a dot, hours optional', () => {
    expect(parseCueTime('01:02:03.456')).toBe(3723.456);
    expect(parseCueTime('00:00:01,500')).toBe(1.5);
    expect(parseCueTime('02:03.250')).toBe(123.25);
    expect(parseCueTime('0:05.5')).toBe(5.5);
    expect(parseCueTime('00:10')).toBe(10);
  });

  it('refuses what is not a time', () => {
    expect(parseCueTime('00:61.000')).toBeNull();
    expect(parseCueTime('1.5')).toBeNull();
    expect(parseCueTime('ab:cd.efg')).toBeNull();
  });
});

describe('plainCueText', () => {
  it('strips styling tags and placement codes, names the voice, decodes entities and joins wrapped lines', () => {
    expect(plainCueText(['<v.loud Ada Lovelace>Hello <i>there</i>,', '<c.yellow>Tom &amp; Jerry</c> <00:00:02.000>now'])).toBe(
      'Ada Lovelace: Hello there, Tom & Jerry now',
    );
    expect(plainCueText(['{\\an8}<font color="#ff0">Top</font> &lt;3'])).toBe('Top <3');
  });
});

describe('parseTranscript', () => {
  it('reads a WebVTT file with a BOM, CRLF, a header, notes, a style block, ids and cue settings', () => {
    const vtt = [
      '\uFEFFWEBVTT - Episode one',
      'Kind: captions',
      '',
      'NOTE written by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00.000 --> 00:04.250 align:start position:10%',
      '<v Host>Welcome to the show.',
      '',
      '00:00:04.250 --> 00:00:09.000',
      'Today: five questions',
      'before your first AI pilot.',
      '',
    ].join('\r\n');
    expect(parseTranscript(vtt)).toEqual([
      { start: 0, end: 4.25, text: 'Host: Welcome to the show.' },
      { start: 4.25, end: 9, text: 'Today: five questions before your first AI pilot.' },
    ]);
  });

  it('reads an SRT file with numbers, commas, HTML tags, a trailing blank-less end and cues out of order', () => {
    const srt = '2\n00:00:03,000 --> 00:00:05,000\n<b>Second</b>\n\n\n1\n00:00:00,500 --> 00:00:03,000\nFirst line\nsecond line';
    expect(parseTranscript(srt)).toEqual([
      { start: 0.5, end: 3, text: 'First line second line' },
      { start: 3, end: 5, text: 'Second' },
    ]);
  });

  it('reads old Mac line ends and skips cues left without words', () => {
    expect(parseTranscript('WEBVTT\r\r00:01.000 --> 00:02.000\r<i></i>\r\r00:02.000 --> 00:03.000\rWords')).toEqual([
      { start: 2, end: 3, text: 'Words' },
    ]);
  });

  it('names the line of a time it cannot read', () => {
    const error = failureOf('WEBVTT\n\n00:01.000 --> 00:02.000\nFine\n\n00:02.000 --> 00:0x.000\nBroken');
    expect(error).toBeInstanceOf(TranscriptError);
    expect((error as TranscriptError).line).toBe(6);
    expect((error as Error).message).toBe('Line 6: “00:02.000 --> 00:0x.000” is not a cue time like 00:00:01.000 --> 00:00:04.000.');
  });

  it('names the line of a cue that ends before it starts', () => {
    expect((failureOf('1\n00:00:05,000 --> 00:00:04,000\nBackwards') as Error).message).toBe(
      'Line 2: the cue ends (00:00:04,000) before it starts (00:00:05,000).',
    );
  });

  it('names the line of a block with no time', () => {
    expect((failureOf('WEBVTT\n\nJust some words\nwith no time') as Error).message).toMatch(/^Line 3: expected a cue time/);
  });

  it('refuses an empty file and a file of no cues', () => {
    expect((failureOf('\uFEFF\r\n\r\n') as Error).message).toBe('Line 1: the file is empty.');
    expect((failureOf('WEBVTT\n\nNOTE nothing yet') as Error).message).toMatch(/^Line 1: no cue found/);
  });
});
