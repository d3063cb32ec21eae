import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PollingPage, pollWhileVisible } from '../../../../../../src/islands/admin/kit/usePolling.ts';

/** A page whose visibility the test switches, on the fake clock. */
function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PollingPage = {
    hidden: () => hidden,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const show = (visible: boolean) => {
    hidden = !visible;
    for (const listener of listeners) listener();
  };
  return { page, show, listening: () => listeners.size };
}

describe('polling while the page is visible', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks again every interval after the last answer, never stacking a slow one', async () => {
    const { page } = fakePage();
    let calls = 0;
    const tick = () => {
      calls++;
      return new Promise<void>((resolve) => setTimeout(resolve, 4000));
    };
    const stop = pollWhileVisible(tick, 1500, page);
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    // The answer takes 4 s; the next ask is 1.5 s after it, not during it.
    await vi.advanceTimersByTimeAsync(5499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    stop();
  });

  it('pauses while the tab is hidden, asks at once when it shows again, and stops for good when stopped', async () => {
    const { page, show, listening } = fakePage();
    const tick = vi.fn(async () => undefined);
    const stop = pollWhileVisible(tick, 1000, page);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    show(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(1);
    show(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    expect(listening()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});
