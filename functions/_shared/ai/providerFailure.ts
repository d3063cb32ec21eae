import { APICallError, InvalidArgumentError, InvalidPromptError, RetryError, UnsupportedFunctionalityError } from 'ai';
import { ProviderUnavailable } from './ports.ts';

/**
 * How long one provider call may take before the caller is told to try again. Calls are not
 * retried (maxRetries 0): a person is waiting, a retry would double what the quota counts, and the
 * 503 tells them to try again.
 */
export const providerTimeoutMs = { chat: 60_000, speechToText: 60_000, textToSpeech: 30_000, image: 120_000 } as const;

/** The caller's signal (Stop pressed, request gone) joined with the provider's time limit. */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Turns a provider's failure into ProviderUnavailable with a message a person can act on: which
 * service, and what went wrong in its terms (an HTTP status, no answer, too slow). The provider's
 * own text and address stay in the cause, for the logs: they may name internals. The caller's own
 * abort is passed on as it is: nobody is waiting for an answer.
 */
export function providerFailure(service: string, error: unknown, signal?: AbortSignal): Error {
  const asError = error instanceof Error ? error : new Error(String(error));
  if (signal?.aborted) return asError;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  // What the SDK refuses before any call (a prompt, an argument, a feature the model lacks) is a fault of ours: a 500, logged.
  if (InvalidPromptError.isInstance(last) || InvalidArgumentError.isInstance(last) || UnsupportedFunctionalityError.isInstance(last))
    return asError;
  const status = APICallError.isInstance(last) ? last.statusCode : undefined;
  const what =
    last instanceof Error && last.name === 'TimeoutError'
      ? 'took too long to answer'
      : status && status >= 400
        ? `answered HTTP ${status}`
        : APICallError.isInstance(last) && !status
          ? 'could not be reached'
          : 'sent an answer that could not be read';
  return new ProviderUnavailable(`The ${service} ${what}. Please try again in a moment.`, { cause: error });
}
