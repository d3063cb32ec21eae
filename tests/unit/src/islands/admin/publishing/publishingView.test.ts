import { describe, expect, it } from 'vitest';
import { searchOf, viewOf } from '../../../../../../src/islands/admin/publishing/publishingView.ts';

describe("the publishing page's address", () => {
  it('opens a new piece, a saved one, or the list', () => {
    expect(viewOf('?new=article')).toEqual({ kind: 'article', id: null });
    expect(viewOf('?new=issue')).toEqual({ kind: 'issue', id: null });
    expect(viewOf('?article=abc')).toEqual({ kind: 'article', id: 'abc' });
    expect(viewOf('?issue=def')).toEqual({ kind: 'issue', id: 'def' });
    expect(viewOf('')).toEqual({ kind: 'list' });
    expect(viewOf('?new=podcast')).toEqual({ kind: 'list' });
  });

  it('writes back the address it reads', () => {
    for (const search of ['?new=article', '?new=issue', '?article=abc', '?issue=def', '']) expect(searchOf(viewOf(search))).toBe(search);
  });
});
