import { describe, expect, it } from 'vitest';
import { podcastPositionKeyPrefix, rememberPosition, resumePosition } from '../../../../../../src/lib/podcast/player/positionMemory.ts';
import type { KeyValueStore } from '../../../../../../src/lib/storage/keyValueStore.ts';

const memory = (): KeyValueStore & { entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

describe("the listener's place in an episode", () => {
  it('resumes where it was left, per episode', () => {
    const store = memory();
    rememberPosition(store, 'first', 125.7, 600);
    rememberPosition(store, 'second', 40, 600);
    expect(resumePosition(store, 'first', 600)).toBe(125);
    expect(resumePosition(store, 'second', 600)).toBe(40);
    expect([...store.entries.keys()]).toEqual([`${podcastPositionKeyPrefix}first`, `${podcastPositionKeyPrefix}second`]);
  });

  it('starts from the beginning when nothing is kept, or only the first seconds were heard', () => {
    const store = memory();
    expect(resumePosition(store, 'first', 600)).toBeUndefined();
    rememberPosition(store, 'first', 3, 600);
    expect(resumePosition(store, 'first', 600)).toBeUndefined();
  });

  it('forgets a finished episode, which then plays from the start', () => {
    const store = memory();
    rememberPosition(store, 'first', 300, 600);
    rememberPosition(store, 'first', 590, 600);
    expect(store.entries.size).toBe(0);
    expect(resumePosition(store, 'first', 600)).toBeUndefined();
  });

  it('ignores a corrupt stored value, and a store that refuses to be written', () => {
    const store = memory();
    store.setItem(`${podcastPositionKeyPrefix}first`, '"twelve"');
    expect(resumePosition(store, 'first', 600)).toBeUndefined();
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberPosition(refusing, 'first', 100, 600)).not.toThrow();
    expect(resumePosition(refusing, 'first', 600)).toBeUndefined();
  });
});
