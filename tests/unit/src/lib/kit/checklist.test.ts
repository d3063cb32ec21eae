import { describe, expect, it } from 'vitest';
import { readTicked, starterPlanStorageKey, toggle, writeTicked, type KeyValueStorage } from '../../../../../src/lib/kit/checklist.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('the 7-day plan checklist', () => {
  it('keeps ticks across a reload', () => {
    const storage = memoryStorage();
    writeTicked(storage, toggle(new Set(), 'day-1-set-up', true));
    expect([...readTicked(storage)]).toEqual(['day-1-set-up']);
  });

  it('unticks a step', () => {
    expect([...toggle(new Set(['day-1-set-up', 'day-2-message']), 'day-1-set-up', false)]).toEqual(['day-2-message']);
  });

  it('treats a corrupt or foreign value as nothing ticked', () => {
    for (const value of ['not json', '{"a":1}', '[1,2]', JSON.stringify(['x'.repeat(65)])]) {
      expect(readTicked(memoryStorage({ [starterPlanStorageKey]: value })).size).toBe(0);
    }
  });

  it('does not throw when storage refuses to write', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeTicked(full, new Set(['day-1-set-up']))).not.toThrow();
  });
});
