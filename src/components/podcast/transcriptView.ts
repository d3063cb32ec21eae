import { clockTime } from '../../lib/podcast/duration.ts';
import type { TranscriptCue } from '../../lib/podcast/episodeTypes.ts';
import { parseWebVtt } from '../../lib/podcast/player/transcriptFile.ts';

/**
 * The transcript region's lines, read from the episode's WebVTT file after the page has drawn:
 * a long transcript would not fit the page's first view. Each line is a button that seeks to it.
 * Without JavaScript, or when the file cannot be read, the region keeps its link to the file.
 */
export async function loadTranscript(
  region: HTMLElement,
  address: string,
): Promise<{ cues: TranscriptCue[]; buttons: HTMLButtonElement[] }> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The transcript answered ${response.status}.`);
  const cues = parseWebVtt(await response.text());
  const list = region.querySelector<HTMLOListElement>('[data-cues]');
  if (!list || cues.length === 0) return { cues: [], buttons: [] };
  const buttons = cues.map((cue) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'transcript-cue';
    button.dataset.start = String(cue.start);
    const time = document.createElement('span');
    time.className = 'cue-time';
    time.textContent = clockTime(cue.start);
    button.append(time, ` ${cue.text}`);
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
    return button;
  });
  list.hidden = false;
  region.querySelector('[data-transcript-link]')?.setAttribute('hidden', '');
  return { cues, buttons };
}

/** Marks the current line, and (while playing) scrolls the list, not the page, to keep it in sight. */
export function markCurrent(buttons: readonly HTMLElement[], index: number, follow: { scroll: boolean; smooth: boolean }): void {
  for (const [position, button] of buttons.entries()) {
    if (position === index) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  }
  const current = buttons[index];
  const list = current?.closest<HTMLElement>('[data-cues]');
  if (!current || !list || !follow.scroll) return;
  const top = current.offsetTop;
  const outOfSight = top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight;
  if (outOfSight) list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3), behavior: follow.smooth ? 'smooth' : 'auto' });
}
