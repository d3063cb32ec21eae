import fc from 'fast-check';
import { jsonbTextLength } from '../../functions/_shared/jsonbTextLength.ts';

/**
 * Objects whose JSON text, as JSON.stringify writes it, fits within `room` characters while
 * PostgreSQL's text of the same jsonb passes `storedRoom`: it writes a space after every colon
 * and comma (`"k001": 0, ` is 11 characters against 9), and 1e300 as 301 digits. A size check
 * that measures in JavaScript lets them through; the table's check on `length(data::text)` does not.
 */
export function passesSizeCheckOnlyInJavaScript(room: number, storedRoom: number): fc.Arbitrary<Record<string, unknown>> {
  const smallKeys = keys(Math.min(999, Math.floor((room - 2) / '"k000":0,'.length)), 0);
  const exponents = keys(Math.min(60, Math.floor((room - 2) / '"k000":1e+300,'.length)), 1e300);
  const overflowing = [smallKeys, exponents].filter((value) => jsonbTextLength(value) > storedRoom);
  if (overflowing.length === 0) throw new Error(`No object fits ${room} characters and overflows ${storedRoom} once stored.`);
  return fc.constantFrom(...overflowing);
}

function keys(count: number, value: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${String(index).padStart(3, '0')}`, value]));
}
