import { describe, expect, it } from 'vitest';
import { browserPageLocks } from '../../../../../src/lib/analytics/pageLocks.ts';

describe('page locks', () => {
  // Node implements the Web Locks API as browsers do: its lock manager stands in for the browser's.
  const locks = browserPageLocks(navigator.locks);

  it('lists a lock while it is held, and no more once it is let go', async () => {
    const release = await locks.hold('analytics-queue:held-page');
    expect(await locks.held()).toContain('analytics-queue:held-page');
    release();
    await expect.poll(async () => (await locks.held())?.has('analytics-queue:held-page')).toBe(false);
  });

  it('grants every lock and lists none where the browser has no Web Locks', async () => {
    const none = browserPageLocks(undefined);
    await expect(none.hold('analytics-queue:any-page')).resolves.toBeTypeOf('function');
    expect(await none.held()).toBeNull();
  });

  it('fails to hold when the browser refuses the lock', async () => {
    const refusing = { request: () => Promise.reject(new DOMException('Denied.', 'SecurityError')), query: navigator.locks.query };
    await expect(browserPageLocks(refusing as unknown as LockManager).hold('analytics-queue:page')).rejects.toThrow('Denied.');
  });
});
