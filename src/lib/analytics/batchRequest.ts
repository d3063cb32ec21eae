import type { AnalyticsEvent } from './event.ts';
import type { FirstPartyBody } from './firstParty.ts';
import type { Batch } from './queueState.ts';

/** The `analytics-orchestrator` body. The server stores each `batchId` once. */
export interface OrchestratorRequest {
  events: AnalyticsEvent[];
  batchId: string;
  /** When the batch was formed; fixed, so every retry sends the same body. */
  timestamp: string;
}

/** The `firstparty-analytics` body. The server stores each `event_id` once. */
export type FirstPartyRequest = FirstPartyBody & { event_id: string };

/** A batch as the function that takes it reads it; every send of a batch is the same request. */
export type BatchRequest =
  | { to: 'analytics-orchestrator'; body: OrchestratorRequest }
  | { to: 'firstparty-analytics'; body: FirstPartyRequest };

export function batchRequest(batch: Batch): BatchRequest {
  if ('firstParty' in batch) return { to: 'firstparty-analytics', body: { ...batch.firstParty, event_id: batch.batchId } };
  const body = { events: batch.events, batchId: batch.batchId, timestamp: new Date(batch.createdAt).toISOString() };
  return { to: 'analytics-orchestrator', body };
}
