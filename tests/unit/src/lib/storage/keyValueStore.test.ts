import { describe, expect, it } from 'vitest';
import { storedKeys } from '../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('stored keys', () => {
  it('lists every key in the store', () => {
    expect(storedKeys(memoryStore({ theme: 'dark', 'analytics-queue:page': '{}' })).sort()).toEqual(['analytics-queue:page', 'theme']);
  });

  it('lists none where the browser blocks storage', () => {
    expect(storedKeys(memoryStore({ theme: 'dark' }, true))).toEqual([]);
  });
});
