const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** Wait before the next try of a batch that failed `failures` times: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(exponent, 15));
}
