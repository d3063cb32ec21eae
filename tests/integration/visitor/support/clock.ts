import { vi } from 'vitest';
import { startTestBackend, type TestBackend, type TestBackendOptions } from '../../support/backend.ts';

/**
 * Moves the time of the whole test process: the backend's clock and Postgres's now() alike,
 * because PGlite runs in this process and reads the time from Date. Time keeps running between
 * jumps, so nothing that waits on it stalls. Pass `now: () => Date.now()` to startTestBackend so
 * the backend's own clock follows too.
 */
export interface ProcessClock {
  advance(milliseconds: number): void;
  /**
   * Jumps to just after the next full hour, where every hourly rate-limit window starts: a test
   * that begins there has fresh counters and cannot see a window end halfway through.
   */
  startNextHour(): void;
  restore(): void;
}

export function fakeProcessClock(): ProcessClock {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() });
  return {
    advance: (milliseconds) => vi.setSystemTime(Date.now() + milliseconds),
    startNextHour: () => vi.setSystemTime(Math.ceil(Date.now() / hour) * hour + 1000),
    restore: () => vi.useRealTimers(),
  };
}

const hour = 60 * 60_000;

export const minutes = (count: number) => count * 60_000;

export interface ClockedBackend {
  test: TestBackend;
  clock: ProcessClock;
}

/** A test backend whose clock, and Postgres's, is the faked process clock. */
export async function startClockedBackend(options: TestBackendOptions = {}): Promise<ClockedBackend> {
  const clock = fakeProcessClock();
  return { clock, test: await startTestBackend({ ...options, now: () => Date.now() }) };
}

export async function stopClockedBackend({ test, clock }: ClockedBackend): Promise<void> {
  await test.stop();
  clock.restore();
}
