import { describe, expect, it } from 'vitest';
import { searchOf, viewOf } from '../../../../../../src/islands/admin/intelligence/briefView.ts';

describe('the address of the tool', () => {
  it('opens one brief from ?brief=<id> and lists them otherwise', () => {
    expect(viewOf('?brief=abc')).toEqual({ kind: 'brief', id: 'abc' });
    expect(viewOf('')).toEqual({ kind: 'list' });
    expect(searchOf({ kind: 'brief', id: 'a b' })).toBe('?brief=a%20b');
  });
});
