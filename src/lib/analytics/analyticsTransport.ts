import type { BatchRequest } from './batchRequest.ts';
import { outcomeForStatus, type SendOutcome } from './sendOutcome.ts';
import { anonHeaders, type VisitorBackend } from '../visitorBackend.ts';

export interface TransportDeps {
  fetcher: typeof fetch;
  /** `navigator.sendBeacon`, bound. */
  beacon: (url: string, data: Blob) => boolean;
  backend: VisitorBackend;
}

/** The two ways a batch leaves: by fetch, or by beacon when the page is hidden or left. */
export function analyticsTransport({ fetcher, beacon, backend }: TransportDeps) {
  const functionUrl = (name: BatchRequest['to']) => `${backend.url}/functions/v1/${name}`;
  return {
    async sendBatch({ to, body }: BatchRequest): Promise<SendOutcome> {
      const response = await fetcher(functionUrl(to), { method: 'POST', headers: anonHeaders(backend), body: JSON.stringify(body) });
      return outcomeForStatus(response.status);
    },
    /** A beacon cannot carry headers; both analytics functions take text/plain JSON without a key for this. */
    beaconBatch({ to, body }: BatchRequest): boolean {
      return beacon(functionUrl(to), new Blob([JSON.stringify(body)], { type: 'text/plain' }));
    },
  };
}
