import fc from 'fast-check';
import { RawJson } from './jsonText.ts';

/**
 * Objects whose JSON text, as JSON.stringify writes it, fits within `room` characters while
 * Postgres's text of the same jsonb passes `storedRoom`: it writes a space after every colon and
 * comma (`"k001": 0, ` is 11 characters against 9), and 1e300 as 301 digits. A size check that
 * measures in JavaScript lets them through; the table's check on `length(data::text)` does not.
 */
export function passesSizeCheckOnlyInJavaScript(room: number, storedRoom: number): fc.Arbitrary<Record<string, unknown>> {
  const smallKeys = keys(Math.min(999, Math.floor((room - 2) / '"k000":0,'.length)), () => 0);
  const exponents = keys(Math.min(60, Math.floor((room - 2) / '"k000":1e300,'.length)), () => new RawJson('1e300'));
  const overflowing = [smallKeys, exponents].filter((value) => storedJsonLength(value) > storedRoom);
  if (overflowing.length === 0) throw new Error(`No object fits ${room} characters and overflows ${storedRoom} once stored.`);
  return fc.constantFrom(...overflowing);
}

function keys(count: number, value: () => unknown): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${String(index).padStart(3, '0')}`, value()]));
}

/** The length of `jsonb::text` for a value: `{"a": 1, "b": [1, 2]}`, numbers without exponents. */
export function storedJsonLength(value: unknown): number {
  if (value instanceof RawJson) return Number(value.text).toLocaleString('en', { useGrouping: false, maximumFractionDigits: 20 }).length;
  if (Array.isArray(value))
    return 2 + value.reduce((sum: number, item) => sum + storedJsonLength(item), 0) + 2 * Math.max(0, value.length - 1);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    const items = entries.reduce((sum, [key, item]) => sum + JSON.stringify(key).length + 2 + storedJsonLength(item), 0);
    return 2 + items + 2 * Math.max(0, entries.length - 1);
  }
  return JSON.stringify(value)?.length ?? 4;
}
