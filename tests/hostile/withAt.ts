import type { Path } from './corpusCase.ts';

/** Marks a field to delete in `withAt`. */
export const remove = Symbol('remove');

/** A copy of `value` with `path` set to `replacement` (or removed when `replacement` is `remove`). */
export function withAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = copyJson(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  // defineProperty, not assignment: `copy.__proto__ = x` would change the prototype instead of
  // adding the own key that a hostile JSON body carries.
  if (replacement === remove) delete parent[last];
  else Object.defineProperty(parent, last, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The value at `path`, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/** Copies arrays and plain objects; anything else (a RawJson token) is kept as it is, which structuredClone would not do. */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: copyJson(item), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
