import type { OrchestratorBody } from './schema.ts';

export interface EventRow {
  name: string;
  session_id: string;
  occurred_at: string;
  url: string;
  data: Record<string, unknown>;
}

/** The columns store_analytics_batches takes for each event; session, time and URL get their own columns, the rest stays in data. */
export function eventRows(body: OrchestratorBody): EventRow[] {
  return body.events.map(({ event, data }) => {
    const { sessionId, timestamp, url, ...rest } = data;
    return { name: event, session_id: sessionId, occurred_at: timestamp, url, data: rest };
  });
}
