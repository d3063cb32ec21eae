import { useEffect, useRef } from 'react';

/** What polling needs of the page: whether it is hidden, word when that changes, and a timer. Passed in, so a test fakes it. */
export interface PollingPage {
  hidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `tick` every `everyMs` after the last one finished (a slow answer never stacks a second
 * request on the first), never while the page is hidden, and once at once when it shows again.
 * Answers the function that stops it.
 */
export function pollWhileVisible(tick: () => Promise<void>, everyMs: number, page: PollingPage): () => void {
  let timer: unknown = null;
  let busy = false;
  let stopped = false;
  const clear = () => {
    if (timer !== null) page.clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    if (!stopped && !busy && timer === null && !page.hidden()) timer = page.setTimeout(run, everyMs);
  };
  async function run() {
    timer = null;
    if (stopped || page.hidden()) return;
    busy = true;
    try {
      await tick();
    } finally {
      busy = false;
      schedule();
    }
  }
  const stopListening = page.onVisibilityChange(() => {
    clear();
    if (!page.hidden() && !busy) void run();
  });
  schedule();
  return () => {
    stopped = true;
    clear();
    stopListening();
  };
}

const browserPage: PollingPage = {
  hidden: () => document.visibilityState === 'hidden',
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Refreshes what a tool shows while `active` (a run is queued, running or waiting), paused while the
 * tab is hidden: the embedded backend has no Realtime, so a page that watches work asks again.
 */
export function usePolling(active: boolean, tick: () => Promise<void>, everyMs = 1500): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    return pollWhileVisible(() => latest.current(), everyMs, browserPage);
  }, [active, everyMs]);
}
