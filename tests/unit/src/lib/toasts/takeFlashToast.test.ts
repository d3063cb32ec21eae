import { describe, expect, it, vi } from 'vitest';
import { flashToastKey } from '../../../../../src/lib/storageKeys.ts';
import { leaveFlashToast } from '../../../../../src/lib/toasts/flash.ts';
import { takeFlashToast } from '../../../../../src/lib/toasts/takeFlashToast.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('the flash toast', () => {
  it('is shown once on the next page', () => {
    const storage = memoryStore();
    leaveFlashToast(storage, { title: 'Signed out', description: 'See you soon.' });
    expect(takeFlashToast(storage)).toEqual({ title: 'Signed out', description: 'See you soon.' });
    expect(takeFlashToast(storage)).toBeNull();
  });

  it('keeps only the fields a stored toast has, so the toast store fills in its defaults', () => {
    const storage = memoryStore({ [flashToastKey]: '{"title":"Please sign in","open":false}' });
    expect(Object.keys(takeFlashToast(storage) ?? {})).toEqual(['title']);
  });

  it('drops an unreadable stored value and says what it received', () => {
    const storage = memoryStore({ [flashToastKey]: '{"headline":1}' });
    const log = { warn: vi.fn() };
    expect(takeFlashToast(storage, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('received {"headline":1}'));
    expect(storage.getItem(flashToastKey)).toBeNull();
  });
});
