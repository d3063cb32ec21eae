import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  checked,
  failingField,
  hasFields,
  isString,
  isTimestamp,
  isWholeNumber,
  oneOf,
  optional,
  orNull,
  recordOf,
} from '../../../../src/lib/plainChecks.ts';

const isVisit = hasFields<{ path: string; count: number; note?: string }>({
  path: isString,
  count: isWholeNumber,
  note: optional(isString),
});

describe('plain checks', () => {
  it('accept an object whose fields pass, keeping fields they do not name', () => {
    expect(isVisit({ path: '/a', count: 2 })).toBe(true);
    expect(isVisit({ path: '/a', count: 2, note: 'x', extra: true })).toBe(true);
  });

  it('refuse a missing or mistyped field, and anything that is not an object', () => {
    for (const value of [
      { path: '/a' },
      { path: '/a', count: -1 },
      { path: '/a', count: 1.5 },
      { path: '/a', count: 1, note: 3 },
      null,
      [],
      'x',
    ]) {
      expect(isVisit(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('name the first field that fails, or none at all when the value is no object', () => {
    const checks = { path: isString, count: isWholeNumber };
    expect(failingField({ path: 1, count: 'x' }, checks)).toBe('path');
    expect(failingField({ path: '/a', count: 1 }, checks)).toBeUndefined();
    expect(failingField('x', checks)).toBe('');
  });

  it('read timestamps as browsers and Postgres write them, and nothing else', () => {
    expect(['2026-03-02T09:00:00.000Z', '2026-03-04T09:30:00.123+00:00', '2026-03-04T09:30:00Z'].every(isTimestamp)).toBe(true);
    expect(['2026-03-02', '2026-03-02 09:00:00', '2026-13-02T09:00:00Z', 0].some(isTimestamp)).toBe(false);
  });

  it('combine: one of a list, null or a value, lists and maps of values', () => {
    expect(oneOf(['a', 'b'] as const)('b')).toBe(true);
    expect(oneOf(['a', 'b'] as const)('c')).toBe(false);
    expect([null, 3].every(orNull(isWholeNumber))).toBe(true);
    expect(arrayOf(isString)(['a', 'b'])).toBe(true);
    expect(arrayOf(isString)(['a', 1])).toBe(false);
    expect(recordOf(isWholeNumber)({ a: 1, b: 2 })).toBe(true);
    expect(recordOf(isWholeNumber)({ a: 1, b: '2' })).toBe(false);
  });

  it('throw an error that says what was received and what was expected', () => {
    expect(checked('ok', isString, 'label', 'text')).toBe('ok');
    expect(() => checked({ label: 7 }, isString, 'label', 'text')).toThrow('Invalid label: received {"label":7}; expected text.');
  });
});
