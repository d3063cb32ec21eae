import { vi } from 'vitest';

/**
 * Moves the time of the whole test process: the backend's clock and Postgres's now() alike,
 * because PGlite runs in this process and reads the time from Date. Time keeps running between
 * jumps, so nothing that waits on it stalls. Pass `now: () => Date.now()` to startTestBackend so
 * the backend's own clock follows too.
 */
export interface ProcessClock {
  advance(milliseconds: number): void;
  restore(): void;
}

export function fakeProcessClock(): ProcessClock {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() });
  return {
    advance: (milliseconds) => vi.setSystemTime(Date.now() + milliseconds),
    restore: () => vi.useRealTimers(),
  };
}

export const minutes = (count: number) => count * 60_000;
