import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../../../src/lib/analytics/backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from one second and never exceeds thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
