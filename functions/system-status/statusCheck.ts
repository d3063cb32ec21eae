/**
 * One part of the system as /system-status shows it. `ok` is true (it answered as expected),
 * false (it did not: `detail` says what happened), or null when there is nothing to check: a
 * provider that is not configured, or a part not set up yet. Only false is a failure.
 */
export interface StatusCheck {
  id: string;
  name: string;
  ok: boolean | null;
  latencyMs: number | null;
  detail: string;
}

/** Runs one probe with a time limit and measures it; a throw or a timeout is a failed check that says so. */
export async function timed(
  id: string,
  name: string,
  timeoutMs: number,
  probe: (signal: AbortSignal) => Promise<{ ok: boolean; detail: string }>,
): Promise<StatusCheck> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { ok, detail } = await probe(signal);
    return { id, name, ok, latencyMs: Math.round(performance.now() - started), detail };
  } catch (error) {
    const detail = signal.aborted
      ? `No answer within ${timeoutMs / 1000} s`
      : `Could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    return { id, name, ok: false, latencyMs: Math.round(performance.now() - started), detail };
  }
}
