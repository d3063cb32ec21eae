import type { AnalyticsEvent } from './event.ts';
import type { Batch } from './queueState.ts';

/** The `analytics-orchestrator` body. The server stores each `batchId` once. */
export interface OrchestratorRequest {
  events: AnalyticsEvent[];
  batchId: string;
  /** When the batch was formed; fixed, so every retry sends the same body. */
  timestamp: string;
}

export function orchestratorRequest(batch: Batch): OrchestratorRequest {
  return { events: batch.events, batchId: batch.batchId, timestamp: new Date(batch.createdAt).toISOString() };
}
