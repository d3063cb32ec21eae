import { describe, expect, it } from 'vitest';
import { median, summaryLines } from '../../../../scripts/bench/summary.ts';

describe('start-time bench summary', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("prints median and max per probe in seconds, with the server's own figure when every run printed one", () => {
    const lines = summaryLines('In memory', [
      { readyMs: { 'GET /welcome': 1200 }, reportedMs: 900 },
      { readyMs: { 'GET /welcome': 1800 }, reportedMs: 1500 },
      { readyMs: { 'GET /welcome': 1500 }, reportedMs: 1000 },
    ]);
    expect(lines[0]).toBe('In memory (3 runs)');
    expect(lines[1]).toMatch(/GET \/welcome\s+median 1\.50 s {2}max 1\.80 s$/);
    expect(lines[2]).toMatch(/"Ready in" printed by the server\s+median 1\.00 s {2}max 1\.50 s$/);
  });

  it("leaves the server's figure out when a run did not print it", () => {
    const lines = summaryLines('On disk', [{ readyMs: { 'GET /welcome': 1000 }, reportedMs: undefined }]);
    expect(lines).toHaveLength(2);
  });
});
