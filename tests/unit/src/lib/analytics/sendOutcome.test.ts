import { describe, expect, it } from 'vitest';
import { outcomeForStatus } from '../../../../../src/lib/analytics/sendOutcome.ts';

describe('the outcome of a send', () => {
  it('maps response statuses to delivered, refused for good, or retry', () => {
    expect(outcomeForStatus(202)).toBe('delivered');
    expect(outcomeForStatus(400)).toBe('refused');
    expect(outcomeForStatus(413)).toBe('refused');
    for (const status of [408, 429, 500, 503]) expect(() => outcomeForStatus(status)).toThrow(`HTTP ${status}`);
  });
});
