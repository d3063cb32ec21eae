import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { groupedWriter } from '../_shared/visitor/groupedWriter.ts';

/** One row of public.firstparty_events; `client_event_id` makes a repeated call store once. */
export interface FirstPartyRow {
  type: string;
  session_id: string;
  payload: Record<string, unknown>;
  context: Record<string, unknown>;
  client_event_id: string | null;
}

async function storeAll(client: SupabaseClient, rows: readonly FirstPartyRow[]): Promise<PostgrestSingleResponse<boolean[]>> {
  const response = await client
    .from('firstparty_events')
    .upsert([...rows], { onConflict: 'client_event_id', ignoreDuplicates: true })
    .select('client_event_id');
  if (response.error) return response;
  const stored = new Set(response.data.map((row: { client_event_id: string | null }) => row.client_event_id));
  // A row without an id is always stored. The database answers ids in lower case; an id offered
  // twice in one group was stored once, and the first offer is told so.
  return { ...response, data: rows.map((row) => row.client_event_id === null || stored.delete(row.client_event_id.toLowerCase())) };
}

/**
 * Stores one event, at most once per `client_event_id`, together with the other events this
 * instance is storing at the same time (see writeGroups.ts). `data` is true when this call stored
 * it, false when its id was already stored; or the error that kept it from being stored.
 */
export const storeEvent = groupedWriter(storeAll);
