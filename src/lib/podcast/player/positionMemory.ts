import { readStored, removeStored, writeStored, type KeyValueStore } from '../../storage/keyValueStore.ts';
import { completedShare, progress } from './timeline.ts';

/** One key per episode, so each resumes where the listener left it (privacy notice: storageInventory.ts). */
export const podcastPositionKeyPrefix = 'podcast-position:';

const keyFor = (episode: string) => `${podcastPositionKeyPrefix}${episode}`;
const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Fewer seconds than this are not worth resuming: the listener barely started. */
const minimumResume = 5;

/**
 * Where to resume, or undefined to start from the beginning: nothing stored, a stored place in the
 * first seconds, or one at the end (a finished episode plays again from the start).
 */
export function resumePosition(store: KeyValueStore, episode: string, duration: number): number | undefined {
  const stored = readStored(store, keyFor(episode), isSeconds);
  if (stored === undefined || stored < minimumResume) return undefined;
  if (Number.isFinite(duration) && progress(stored, duration) >= completedShare) return undefined;
  return stored;
}

/** Keeps the place, whole seconds being precise enough to resume; a finished episode forgets it. */
export function rememberPosition(store: KeyValueStore, episode: string, time: number, duration: number): void {
  if (Number.isFinite(duration) && progress(time, duration) >= completedShare) {
    removeStored(store, keyFor(episode));
    return;
  }
  writeStored(store, keyFor(episode), Math.floor(time));
}
