import { describe, expect, it } from 'vitest';
import { addressOf, listAddress, searchOf } from '../../../../../../src/islands/admin/knowledge-base/notesAddress.ts';

describe('the knowledge base address', () => {
  it('reads a search with its tag, the archived view and a page, and writes it back the same', () => {
    const address = addressOf('?q=pilot+gov&tag=Strategy&archived=1&page=3');
    expect(address).toEqual({ query: 'pilot gov', tag: 'strategy', archived: true, page: 3, note: null });
    expect(searchOf(address)).toBe('?q=pilot+gov&tag=strategy&archived=1&page=3');
  });

  it('opens a note or a new one, keeping the list behind it', () => {
    expect(addressOf('?note=abc').note).toBe('abc');
    expect(addressOf('?new=1&q=x')).toEqual({ ...listAddress, query: 'x', note: 'new' });
    expect(searchOf({ ...listAddress, query: 'x', note: 'new' })).toBe('?q=x&new=1');
  });

  it('takes a missing, bad or first page as page 1 and the bare list as no search at all', () => {
    expect(addressOf('?page=-2').page).toBe(1);
    expect(addressOf('?page=abc').page).toBe(1);
    expect(searchOf(listAddress)).toBe('');
  });
});
