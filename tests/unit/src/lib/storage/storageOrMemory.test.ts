import { describe, expect, it } from 'vitest';
import { browserStore } from '../../../../../src/lib/storage/storageOrMemory.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('the browser store', () => {
  it('is the browser storage itself when it can be opened', () => {
    const storage = memoryStore();
    expect(browserStore(() => storage)).toBe(storage);
  });

  it('keeps values for the page when opening the storage throws', () => {
    const store = browserStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    store.setItem('seen', 'yes');
    expect(store.getItem('seen')).toBe('yes');
    store.removeItem('seen');
    expect(store.getItem('seen')).toBeNull();
  });
});
