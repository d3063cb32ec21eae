import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import type { VisitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { groupedWriter } from '../_shared/visitor/groupedWriter.ts';
import { eventRows, type EventRow } from './eventRows.ts';
import type { OrchestratorBody } from './schema.ts';

/** One batch as store_analytics_batches takes it. */
interface BatchEntry {
  batch_id: string;
  sent_at: string;
  events: EventRow[];
}

/** What became of one batch: stored now, stored before (a retry), or not stored because the owner paused collection. */
export type BatchOutcome = 'stored' | 'duplicate' | 'paused';

async function storeAll(client: SupabaseClient, entries: readonly BatchEntry[]): Promise<PostgrestSingleResponse<BatchOutcome[]>> {
  const response = await client.rpc('store_analytics_batches', { p_batches: entries });
  if (response.error) return response;
  // null: analytics collection is switched off, and nothing was stored.
  if (response.data === null) return { ...response, data: entries.map(() => 'paused' as const) };
  const stored = new Set(response.data as string[]);
  // The database answers ids in lower case. An id offered twice in one group was stored once: the
  // first offer gets true, a later one false, as a retry arriving just after the first would.
  return { ...response, data: entries.map((entry) => (stored.delete(entry.batch_id.toLowerCase()) ? 'stored' : 'duplicate')) };
}

const writeBatch = groupedWriter(storeAll);

/**
 * Stores one batch exactly once, together with the other batches this instance is storing at the
 * same time (see writeGroups.ts). Answers as the API call would: `data` says what became of the
 * batch, or the error that kept it from being stored.
 */
export function storeBatch(env: VisitorEnv, body: OrchestratorBody): Promise<PostgrestSingleResponse<BatchOutcome>> {
  return writeBatch(env, { batch_id: body.batchId, sent_at: body.timestamp, events: eventRows(body) });
}
