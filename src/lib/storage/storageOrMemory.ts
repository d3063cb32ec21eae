import type { KeyValueStore } from './keyValueStore.ts';

/** A store that lives only as long as the page: used when the browser blocks real storage. */
function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * `localStorage` or `sessionStorage`, or a page-long memory store when reading the property
 * throws (storage disabled, sandboxed frames): the overlays then behave as on a first visit
 * rather than breaking the page.
 */
export function browserStore(open: () => Storage): KeyValueStore {
  try {
    return open();
  } catch {
    return memoryStore();
  }
}
