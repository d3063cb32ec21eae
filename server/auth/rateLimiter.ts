/**
 * A sliding-window counter kept in memory (the embedded backend is one process). It counts
 * events per key and says how long a key must wait once it has used up its allowance.
 */
export interface RateLimiter {
  /** Seconds until the key may act again, or 0 when it may act now. */
  waitSeconds(key: string): number;
  record(key: string): void;
}

/** Past this many keys, every record sweeps out the keys whose events have all expired. */
const sweepAbove = 10_000;

export function createRateLimiter(policy: { limit: number; windowMs: number }, now: () => number): RateLimiter {
  const events = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - policy.windowMs;
    const kept = (events.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  }

  return {
    waitSeconds(key) {
      const kept = recent(key);
      if (kept.length < policy.limit) return 0;
      const oldestThatCounts = kept[kept.length - policy.limit] ?? now();
      return Math.max(1, Math.ceil((oldestThatCounts + policy.windowMs - now()) / 1000));
    },
    record(key) {
      events.set(key, [...recent(key), now()]);
      if (events.size > sweepAbove) for (const known of [...events.keys()]) recent(known);
    },
  };
}
