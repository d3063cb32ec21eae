import { describe, expect, it } from 'vitest';
import { copyDiffers, dropCopy, keepCopy, keptCopyKey, readCopy } from '../../../../../../src/islands/admin/publishing/keptCopies.ts';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('copies kept in the browser', () => {
  it('keeps, reads back and drops a copy per piece', () => {
    const store = memoryStore();
    const key = keptCopyKey('article', 'a1');
    expect(keepCopy(store, key, { title: 'T', body_md: 'Typed offline' }, new Date('2026-11-26T10:00:00Z'))).toBe(true);
    expect(readCopy(store, key)).toEqual({ fields: { title: 'T', body_md: 'Typed offline' }, keptAt: '2026-11-26T10:00:00.000Z' });
    expect(readCopy(store, keptCopyKey('article', 'a2'))).toBeNull();
    dropCopy(store, key);
    expect(readCopy(store, key)).toBeNull();
  });

  it('gives a piece not yet created its own key per kind', () => {
    expect(keptCopyKey('article', null)).not.toBe(keptCopyKey('issue', null));
    expect(keptCopyKey('article', null)).not.toBe(keptCopyKey('article', 'new-id'));
  });

  it('ignores a corrupt copy and answers false when the browser refuses to keep one', () => {
    const store = memoryStore();
    store.setItem(keptCopyKey('issue', 'x'), '{"fields":{"a":1},"keptAt":"now"}');
    expect(readCopy(store, keptCopyKey('issue', 'x'))).toBeNull();
    store.setItem(keptCopyKey('issue', 'y'), 'not json');
    expect(readCopy(store, keptCopyKey('issue', 'y'))).toBeNull();
    const full = {
      ...store,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepCopy(full, 'k', { a: 'b' }, new Date())).toBe(false);
  });

  it('offers a copy back only when it holds something the saved piece does not', () => {
    const copy = { fields: { title: 'T', body_md: 'more' }, keptAt: '' };
    expect(copyDiffers(copy, { title: 'T', body_md: 'more' })).toBe(false);
    expect(copyDiffers(copy, { title: 'T', body_md: 'less' })).toBe(true);
    expect(copyDiffers({ fields: { summary: '' }, keptAt: '' }, {})).toBe(false);
  });
});
