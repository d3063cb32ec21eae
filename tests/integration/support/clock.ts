import { vi } from 'vitest';
import { startTestBackend, type TestBackend, type TestBackendOptions } from './backend.ts';
import { followProcessClock } from './databaseClock.ts';

/**
 * Moves the time of the whole test process: the backend's clock and Postgres's now() alike.
 * The database, PGlite on its own thread or a PostgreSQL server, reads a clock the faked Date does
 * not reach, so it is told each jump (databaseClock.ts). Time keeps running between jumps, at the
 * real rate as the database's does, so nothing that waits on it stalls and the two clocks stay together.
 */
export interface ProcessClock {
  advance(milliseconds: number): Promise<void>;
  /**
   * Jumps to just after the next full hour, where every hourly rate-limit window starts: a test
   * that begins there has fresh counters and cannot see a window end halfway through.
   */
  startNextHour(): Promise<void>;
  restore(): void;
}

/**
 * Date is the real time plus the shift of the last jump, set again every few milliseconds, so it
 * keeps the real rate between jumps as a server's now() does. Vitest's `shouldAdvanceTime` adds a
 * fixed step per timer tick instead: each tick that a busy event loop delays leaves Date further
 * behind the server, until a cool-down the server measures has not yet passed for it.
 */
function fakeProcessClock(moveDatabase: (processNow: number) => Promise<void>): ProcessClock {
  let shift = 0;
  const now = () => vi.getRealSystemTime() + shift;
  vi.useFakeTimers({ toFake: ['Date'], now: now() });
  const following = setInterval(() => vi.setSystemTime(now()), 10);
  const jumpTo = async (time: number) => {
    shift = time - vi.getRealSystemTime();
    vi.setSystemTime(time);
    await moveDatabase(time);
  };
  return {
    advance: (milliseconds) => jumpTo(now() + milliseconds),
    startNextHour: () => jumpTo(Math.ceil(now() / hour) * hour + 1000),
    restore: () => {
      clearInterval(following);
      vi.useRealTimers();
    },
  };
}

const hour = 60 * 60_000;

export const minutes = (count: number) => count * 60_000;

export interface ClockedBackend {
  test: TestBackend;
  clock: ProcessClock;
}

/** A test backend whose clock, and its database's, is the faked process clock. */
export async function startClockedBackend(options: TestBackendOptions = {}): Promise<ClockedBackend> {
  let moveDatabase = async (_processNow: number) => {};
  const clock = fakeProcessClock((processNow) => moveDatabase(processNow));
  const test = await startTestBackend({ ...options, now: () => Date.now() });
  moveDatabase = await followProcessClock(test.backend.deps.db);
  return { clock, test };
}

export async function stopClockedBackend({ test, clock }: ClockedBackend): Promise<void> {
  await test.stop();
  clock.restore();
}
