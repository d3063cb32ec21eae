import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../../../src/lib/auth/retryAfter.ts';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', 0)).toBe(120);
    expect(parseRetryAfter(new Date(30_000).toUTCString(), 0)).toBe(30);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });
});
