import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './serviceClient.ts';
import type { VisitorEnv } from './visitorEnv.ts';
import { createWriteGroups } from './writeGroups.ts';

/**
 * A group's call carries at most this much JSON: far within the REST API's 1 MiB body limit, and
 * under the 128 KiB above which the REST layer shows a body to the pre-request function in a
 * transaction of its own before reading it, which would cost each group a second transaction.
 * About 30 batches of ten events.
 */
const maxGroupBytes = 120 * 1024;
const utf8 = new TextEncoder();

/**
 * Two calls at a time: while one group is in the database, the next is already on its way and
 * waits there for its turn, so the database does not wait for the server between groups. With
 * one, each group left only after the last had answered; a third made groups smaller, and the
 * ingest slower (measured with npm run bench:ingest).
 */
const callsAtOnce = 2;

/**
 * Grouped writes through the service-role client, one queue per environment: per backend in the
 * embedded server, per isolate on the platform. `writeAll` gets the environment's client.
 */
export function groupedWriter<Item, Value>(
  writeAll: (client: SupabaseClient, items: readonly Item[]) => Promise<PostgrestSingleResponse<Value[]>>,
): (env: VisitorEnv, item: Item) => Promise<PostgrestSingleResponse<Value>> {
  const writers = new WeakMap<VisitorEnv, (item: Item) => Promise<PostgrestSingleResponse<Value>>>();
  return (env, item) => {
    let write = writers.get(env);
    if (!write) {
      const client = serviceClient(env);
      write = createWriteGroups<Item, Value>({
        writeAll: (items) => writeAll(client, items),
        weight: (queued) => utf8.encode(JSON.stringify(queued)).byteLength,
        maxWeight: maxGroupBytes,
        maxCalls: callsAtOnce,
      });
      writers.set(env, write);
    }
    return write(item);
  };
}
