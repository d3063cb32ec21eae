import { describe, expect, it } from 'vitest';
import { listAddress, notesAddress } from '../../../../../../src/islands/admin/knowledge-base/notesAddress.ts';

const codec = notesAddress(null);
const searchOf = (address: typeof listAddress) => codec.write(address, '');

describe('the knowledge base address', () => {
  it('reads a search with its tag, the archived view and a page, and writes it back the same', () => {
    const address = codec.read('?q=pilot+gov&tag=Strategy&archived=1&page=3');
    expect(address).toEqual({ query: 'pilot gov', tag: 'strategy', archived: true, page: 3, note: null });
    expect(searchOf(address)).toBe('?q=pilot+gov&tag=strategy&archived=1&page=3');
  });

  it('opens a note or a new one, keeping the list behind it', () => {
    expect(codec.read('?note=abc').note).toBe('abc');
    expect(codec.read('?new=1&q=x')).toEqual({ ...listAddress, query: 'x', note: 'new' });
    expect(searchOf({ ...listAddress, query: 'x', note: 'new' })).toBe('?q=x&new=1');
  });

  it('takes a missing, bad or first page as page 1 and the bare list as no search at all', () => {
    expect(codec.read('?page=-2').page).toBe(1);
    expect(codec.read('?page=abc').page).toBe(1);
    expect(searchOf(listAddress)).toBe('');
  });

  it('on a page about one tag, always has that tag and never writes it', () => {
    const strategy = notesAddress('strategy');
    expect(strategy.read('?tag=other').tag).toBe('strategy');
    expect(strategy.write({ ...listAddress, tag: 'strategy', query: 'x' }, '')).toBe('?q=x');
  });
});
