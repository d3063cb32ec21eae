import { ToolCallError } from './adminFunctions.ts';

/** The waits before each new try of a read: back-off, three tries at most after the first. */
export const readBackOff = [500, 1000, 2000] as const;

/**
 * Whether a failed read may succeed if tried again: the server was not reached (a network error,
 * status 0) or said it is briefly unavailable (503). A refusal, a missing row or an answer of the
 * wrong shape fails the same way every time.
 */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof ToolCallError) return error.status === 0 || error.status === 503;
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}

/** `read`, tried again after each wait of `backOff` while it fails in a way worth retrying. `sleep` is the clock, passed in. */
export async function retryingRead<T>(
  read: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
  backOff: readonly number[] = readBackOff,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const wait = backOff[attempt];
      if (wait === undefined || !worthRetrying(error)) throw error;
      await sleep(wait);
    }
  }
}
