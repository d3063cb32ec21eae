/**
 * How a send of a batch ended. 'refused' means the server read the batch and will never accept it
 * (bad or oversized input): retrying cannot help, so the batch is dropped and logged. Anything
 * that may pass later (network errors, 408, 429, 5xx) is thrown, and the batch is retried.
 */
export type SendOutcome = 'delivered' | 'refused';

export function outcomeForStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  throw new Error(`Analytics request answered HTTP ${status}; it will be retried.`);
}
