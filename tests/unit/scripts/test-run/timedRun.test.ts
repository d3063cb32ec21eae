import { describe, expect, it } from 'vitest';
import { formatDuration, timeLimitMinutes } from '../../../../scripts/test-run/timedRun.ts';

describe("the test command's clock", () => {
  it('writes short stages in seconds and long ones in minutes and whole seconds', () => {
    expect([formatDuration(0), formatDuration(12_345), formatDuration(59_949)]).toEqual(['0.0 s', '12.3 s', '59.9 s']);
    expect([formatDuration(59_950), formatDuration(119_600), formatDuration(492_000)]).toEqual(['1 min 00 s', '2 min 00 s', '8 min 12 s']);
  });

  it('takes its limit from the environment only as a positive number of minutes', () => {
    expect([timeLimitMinutes(undefined, 15), timeLimitMinutes(' ', 15), timeLimitMinutes('25', 15), timeLimitMinutes('7.5', 15)]).toEqual([
      15, 15, 25, 7.5,
    ]);
    for (const wrong of ['0', '-3', 'ten', 'Infinity']) expect(() => timeLimitMinutes(wrong, 15)).toThrow(`received "${wrong}"`);
  });
});
