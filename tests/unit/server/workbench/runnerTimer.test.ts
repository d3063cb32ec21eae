import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRunnerTimer } from '../../../../server/workbench/runnerTimer.ts';

afterEach(() => vi.useRealTimers());

describe('the runner timer', () => {
  it('skips its turns while exclusive work runs, after the tick in hand ended, and takes them up again', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let finishTick = () => {};
    const drain = vi.fn(async () => {
      events.push('tick starts');
      await new Promise<void>((resolve) => (finishTick = resolve));
      events.push('tick ends');
      return { advanced: 0, finished: 0 };
    });
    const timer = startRunnerTimer(drain, 100, () => {});
    await vi.advanceTimersByTimeAsync(100);
    const work = timer.exclusive(async () => {
      events.push('work starts');
      await vi.advanceTimersByTimeAsync(500);
      events.push('work ends');
      return 'made';
    });
    await vi.advanceTimersByTimeAsync(0);
    finishTick();
    expect(await work).toBe('made');
    expect(events).toEqual(['tick starts', 'tick ends', 'work starts', 'work ends']);
    await vi.advanceTimersByTimeAsync(100);
    expect(drain).toHaveBeenCalledTimes(2);
    timer.stop();
  });
});
