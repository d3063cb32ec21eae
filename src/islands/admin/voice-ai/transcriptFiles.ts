/**
 * The transcript as files to keep. voice-to-text answers the words without timings, so the WebVTT
 * file holds one cue spanning the whole clip: splitting it into sentences would need times the
 * provider did not give, and invented times would be wrong.
 */
export function transcriptVtt(text: string, clipSeconds: number): string {
  const cue = text
    .trim()
    .replace(/\n{2,}/g, '\n')
    .replace(/-->/g, '→');
  return `WEBVTT\n\n1\n${vttTime(0)} --> ${vttTime(Math.max(clipSeconds, 0.001))}\n${cue}\n`;
}

export function transcriptTxt(text: string): string {
  return `${text.trim()}\n`;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a cue's time. */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const part = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${part(Math.floor(millis / 3_600_000))}:${part(Math.floor(millis / 60_000) % 60)}:${part(Math.floor(millis / 1000) % 60)}.${part(millis % 1000, 3)}`;
}

/** A file name from the clip's name or the time, safe on every system. */
export function transcriptName(clipName: string | null, now: Date): string {
  const base = clipName?.replace(/\.[^.]+$/, '') || `recording-${now.toISOString().slice(0, 19).replace(/[T:]/g, '-')}`;
  return `${base.replace(/[^\w.-]+/g, '-').slice(0, 80)}-transcript`;
}
