import type { FirstPartyBody } from './firstParty.ts';
import type { OrchestratorRequest } from './orchestratorRequest.ts';
import { outcomeForStatus, type SendOutcome } from './sendOutcome.ts';
import { anonHeaders, type VisitorBackend } from '../visitorBackend.ts';

export interface TransportDeps {
  fetcher: typeof fetch;
  /** `navigator.sendBeacon`, bound. */
  beacon: (url: string, data: Blob) => boolean;
  backend: VisitorBackend;
}

/** The three calls analytics makes: a batch by fetch, a batch by beacon, one first-party event. */
export function analyticsTransport({ fetcher, beacon, backend }: TransportDeps) {
  const functionUrl = (name: string) => `${backend.url}/functions/v1/${name}`;
  return {
    async sendBatch(request: OrchestratorRequest): Promise<SendOutcome> {
      const response = await fetcher(functionUrl('analytics-orchestrator'), {
        method: 'POST',
        headers: anonHeaders(backend),
        body: JSON.stringify(request),
      });
      return outcomeForStatus(response.status);
    },
    /** A beacon cannot carry headers; the orchestrator takes text/plain JSON without a key for this. */
    beaconBatch(request: OrchestratorRequest): boolean {
      return beacon(functionUrl('analytics-orchestrator'), new Blob([JSON.stringify(request)], { type: 'text/plain' }));
    },
    /** `event_id` makes a repeated call store once. */
    async sendFirstParty(body: FirstPartyBody, eventId: string): Promise<void> {
      const response = await fetcher(functionUrl('firstparty-analytics'), {
        method: 'POST',
        headers: anonHeaders(backend),
        body: JSON.stringify({ ...body, event_id: eventId }),
      });
      if (!response.ok) throw new Error(`firstparty-analytics answered HTTP ${response.status}.`);
    },
  };
}
