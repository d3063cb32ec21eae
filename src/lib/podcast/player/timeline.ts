/**
 * Where the playhead is among an episode's timed parts (transcript cues, chapters), each with its
 * start in seconds and sorted by it. The current one is the last that has started: between two
 * cues the line just spoken stays marked, which reads better than a gap with none.
 */
export function currentIndex(parts: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = parts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((parts[middle]?.start ?? Number.POSITIVE_INFINITY) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** A seek clamped to the episode: never before the start, never past the end. */
export function clampedTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, time), end);
}

/** The share of the episode heard, from 0 to 1; 0 while the length is unknown. */
export function progress(time: number, duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(1, Math.max(0, time / duration)) : 0;
}

/** A listener who reached 95 % has finished: the last seconds are usually the outro. */
export const completedShare = 0.95;
