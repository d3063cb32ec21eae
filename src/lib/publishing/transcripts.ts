/**
 * An episode's transcript as the database keeps it: cues of plain text with their start and end in
 * seconds, read from the WebVTT or SubRip (SRT) file the owner uploads. Both formats are one loop:
 * blocks separated by blank lines, each with an optional identifier, a timing line and its text.
 * The files met in practice are lenient (a byte-order mark, Windows line ends, commas or dots
 * before the milliseconds, minutes without hours, cue settings after the times, styling tags), so
 * those are read; what cannot be read is refused with the line it is on.
 */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

export class TranscriptError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`Line ${line}: ${message}`);
    this.line = line;
  }
}

const timePattern = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;
const timingExample = 'like 00:00:01.000 --> 00:00:04.000';

/** Seconds of a cue time (`hh:mm:ss.ttt`, `mm:ss.ttt`, a comma or a dot before the fraction); null when it is none. */
export function parseCueTime(text: string): number | null {
  const match = timePattern.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  const millis = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + millis / 1000;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

/**
 * A cue's text as plain words: a voice tag `<v Name>` becomes "Name: ", other tags (`<i>`, `<b>`,
 * `<c.class>`, `<font …>`, inline timestamps) and SubRip's `{\an8}` placement codes go, entities
 * are decoded, and the lines a subtitle wraps for width are joined by a space.
 */
export function plainCueText(lines: readonly string[]): string {
  return lines
    .join(' ')
    .replace(/<v(?:\.[^\s>]*)?\s+([^>]+)>/g, '$1: ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|lrm|rlm);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Block {
  firstLine: number;
  lines: string[];
}

function blocksOf(text: string): Block[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: Block[] = [];
  let current: Block | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { firstLine: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

/** WebVTT blocks that are not cues: the file header, comments, style sheets and regions. */
const isVttAside = (first: string) => /^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/.test(first);

function cueOf(block: Block): TranscriptCue | null {
  const timingAt = block.lines.findIndex((line) => line.includes('-->'));
  // An identifier (SRT's number, a WebVTT id) may come first; the timing must be the first or second line.
  if (timingAt < 0 || timingAt > 1) {
    throw new TranscriptError(block.firstLine, `expected a cue time ${timingExample}, found “${block.lines[0]?.trim()}”.`);
  }
  const lineNumber = block.firstLine + timingAt;
  const timing = block.lines[timingAt] ?? '';
  const [startText = '', rest = ''] = timing.split('-->');
  // Cue settings (`align:start position:10%`) follow the end time; they place subtitles and mean nothing here.
  const endText = rest.trim().split(/\s+/)[0] ?? '';
  const start = parseCueTime(startText);
  const end = parseCueTime(endText);
  if (start === null || end === null) throw new TranscriptError(lineNumber, `“${timing.trim()}” is not a cue time ${timingExample}.`);
  if (end <= start) throw new TranscriptError(lineNumber, `the cue ends (${endText}) before it starts (${startText.trim()}).`);
  const text = plainCueText(block.lines.slice(timingAt + 1));
  return text ? { start, end, text } : null;
}

/** The cues of a WebVTT or SRT file, in order of their start; throws a TranscriptError naming the line of the first fault. */
export function parseTranscript(text: string): TranscriptCue[] {
  const blocks = blocksOf(text);
  if (blocks.length === 0) throw new TranscriptError(1, 'the file is empty.');
  const cues = blocks.filter((block) => !isVttAside(block.lines[0] ?? '')).flatMap((block) => cueOf(block) ?? []);
  if (cues.length === 0) throw new TranscriptError(1, `no cue found: a transcript needs cues with times ${timingExample}.`);
  return cues.sort((a, b) => a.start - b.start);
}
