import { describe, expect, it } from 'vitest';
import { claimSessionStart } from '../../../../../src/lib/analytics/trackedEvents.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('session start', () => {
  it('is claimed once per browser session', () => {
    const session = memoryStore();
    expect(claimSessionStart(session)).toBe(true);
    expect(claimSessionStart(session)).toBe(false);
  });
});
