import type { FirstPartyBody } from './firstParty.ts';

export interface FirstPartySenderDeps {
  hasAnalyticsConsent: () => boolean;
  /** Invokes the `firstparty-analytics` function; rejects on failure. */
  invoke: (body: FirstPartyBody) => Promise<void>;
  logFailure?: (error: unknown) => void;
}

/**
 * Sends one `firstparty-analytics` call, but only with analytics consent at the moment of sending.
 * A failure is logged and never reaches the visitor: analytics must not break a page.
 */
export function createFirstPartySender({ hasAnalyticsConsent, invoke, logFailure }: FirstPartySenderDeps) {
  return async function send(body: FirstPartyBody): Promise<boolean> {
    if (!hasAnalyticsConsent()) return false;
    try {
      await invoke(body);
      return true;
    } catch (error) {
      (logFailure ?? ((failure) => console.warn('First-party analytics call failed.', failure)))(error);
      return false;
    }
  };
}
