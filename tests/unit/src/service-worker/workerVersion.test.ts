import { describe, expect, it } from 'vitest';
import { versionRequest, workerMessage } from '../../../../src/service-worker/workerVersion.ts';

describe('the messages a worker answers', () => {
  it('takes workbox-window’s skip-waiting message and the version request', () => {
    expect(workerMessage({ type: 'SKIP_WAITING' })).toBe('skip-waiting');
    expect(workerMessage(versionRequest)).toBe('version');
  });

  it('ignores anything else', () => {
    for (const data of [null, undefined, 'SKIP_WAITING', { type: 'skip_waiting' }, { kind: 'SKIP_WAITING' }, 42])
      expect(workerMessage(data)).toBeNull();
  });
});
