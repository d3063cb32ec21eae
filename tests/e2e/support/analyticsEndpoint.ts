import { test as base } from '@playwright/test';

/** One call that reached an analytics function, and how the page made it. */
export interface EndpointCall {
  to: 'analytics-orchestrator' | 'firstparty-analytics';
  by: 'beacon' | 'fetch';
  /** The batch id, or the first-party event id: what the function stores once. */
  id: string;
}

export type Outage = 'unreachable' | 'answering 503';

export interface AnalyticsEndpoint {
  calls: EndpointCall[];
  /** From now on every call fails: the connection is refused, or the backend answers 503. */
  goDown(outage: Outage): void;
  /** Calls reach the backend again. */
  restore(): void;
  /** Fetches wait until the returned function is called; beacons go through. */
  holdFetches(): () => void;
}

const unavailable = Buffer.from(JSON.stringify({ error: { code: 'unavailable', message: 'The backend is down.' } })).toString('base64');

/**
 * `analyticsEndpoint`: the two analytics functions as the browser reaches them, intercepted by a
 * browser-wide DevTools session. A beacon leaves after its page is gone, where `page.route`, the
 * context's routes and its request events no longer see it; the browser's network layer still does.
 */
export const test = base.extend<{ analyticsEndpoint: AnalyticsEndpoint }>({
  analyticsEndpoint: async ({ browser }, use) => {
    const cdp = await browser.newBrowserCDPSession();
    const calls: EndpointCall[] = [];
    let outage: Outage | null = null;
    let held: Promise<void> = Promise.resolve();

    cdp.on('Fetch.requestPaused', ({ requestId, request, resourceType }) => {
      const body = JSON.parse(request.postData ?? '{}');
      const call: EndpointCall = {
        to: request.url.endsWith('/firstparty-analytics') ? 'firstparty-analytics' : 'analytics-orchestrator',
        by: resourceType === 'Ping' ? 'beacon' : 'fetch',
        id: body.batchId ?? body.event_id,
      };
      calls.push(call);
      const answer = async () => {
        if (outage === 'unreachable') return cdp.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionRefused' });
        if (outage === 'answering 503') {
          const responseHeaders = [{ name: 'content-type', value: 'application/json' }];
          return cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 503, responseHeaders, body: unavailable });
        }
        if (call.by === 'fetch') await held;
        return cdp.send('Fetch.continueRequest', { requestId });
      };
      // A call still paused when the test ends belongs to a page that is already closed.
      answer().catch(() => {});
    });
    const patterns = ['analytics-orchestrator', 'firstparty-analytics'].map((name) => ({ urlPattern: `*/functions/v1/${name}` }));
    await cdp.send('Fetch.enable', { patterns });

    await use({
      calls,
      goDown: (kind) => {
        outage = kind;
      },
      restore: () => {
        outage = null;
      },
      holdFetches: () => {
        let release: () => void = () => {};
        held = new Promise((resolve) => {
          release = resolve;
        });
        return release;
      },
    });
    await cdp.send('Fetch.disable').catch(() => {});
    await cdp.detach().catch(() => {});
  },
});
