import type { TranscriptCue } from '../episodeTypes.ts';

/** Seconds from a WebVTT timestamp (`hh:mm:ss.ttt` or `mm:ss.ttt`), or NaN when it is none. */
function seconds(timestamp: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/.exec(timestamp.trim());
  if (!match) return Number.NaN;
  const [, hours = '0', minutes = '0', wholeSeconds = '0', fraction = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(wholeSeconds) + Number(`0.${fraction}`);
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0' };

/**
 * The cues of a WebVTT file, as the page's transcript shows them. The build writes the file
 * (webVtt.ts); reading it back here keeps a long transcript out of the page's first view. Cue
 * settings, identifiers, notes and voice tags are skipped; a block without a timing line is ignored.
 */
export function parseWebVtt(text: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [from = '', rest = ''] = (lines[timing] ?? '').split('-->');
    const start = seconds(from);
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '');
    const words = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|nbsp);/g, (entity) => entities[entity] ?? entity)
      .trim();
    if (Number.isFinite(start) && Number.isFinite(end) && words) cues.push({ start, end, text: words });
  }
  return cues;
}
