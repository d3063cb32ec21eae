import type { TranscriptCue } from './episodeTypes.ts';

/** `hh:mm:ss.ttt`, the only timestamp form every WebVTT reader accepts. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const wholeSeconds = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(millis % 1000, 3)}`;
}

/**
 * Cue text as WebVTT requires: `&`, `<` and `>` escaped (which also keeps "-->" out of it), and
 * no blank line inside, since a blank line ends the cue.
 */
function cueText(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The transcript as a WebVTT file, cues in time order, each numbered so a link can name it. */
export function webVtt(cues: readonly TranscriptCue[]): string {
  const blocks = [...cues]
    .filter((cue) => cueText(cue.text) !== '')
    .sort((first, second) => first.start - second.start)
    .map(
      (cue, index) => `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(Math.max(cue.end, cue.start))}\n${cueText(cue.text)}`,
    );
  return `WEBVTT\n\n${blocks.map((block) => `${block}\n\n`).join('')}`;
}
