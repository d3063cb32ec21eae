import type { KeyValueStore } from '../../../src/lib/storage/keyValueStore.ts';

/** An in-memory Storage; `broken` makes every call throw, as a blocked browser storage does. */
export function memoryStore(initial: Record<string, string> = {}, broken = false): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    data,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => (guard(), void data.delete(key)),
  };
}

/** Ids `id-1`, `id-2`, … so tests can name them. */
export function sequentialIds(prefix = 'id'): () => string {
  let next = 0;
  return () => `${prefix}-${String(++next).padStart(4, '0')}`;
}
