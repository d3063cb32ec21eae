/**
 * An in-memory Web Storage, for code that takes localStorage or sessionStorage (or the
 * `KeyValueStore` slice of it) as a parameter. `broken` makes every call throw, as a blocked
 * browser storage does.
 */
export function memoryStore(initial: Record<string, string> = {}, broken = false): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    data,
    get length() {
      guard();
      return data.size;
    },
    key: (index) => {
      guard();
      return [...data.keys()][index] ?? null;
    },
    getItem: (key) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard();
      data.set(key, String(value));
    },
    removeItem: (key) => {
      guard();
      data.delete(key);
    },
    clear: () => {
      guard();
      data.clear();
    },
  };
}

/** Ids `id-1`, `id-2`, … so tests can name them. */
export function sequentialIds(prefix = 'id'): () => string {
  let next = 0;
  return () => `${prefix}-${String(++next).padStart(4, '0')}`;
}
