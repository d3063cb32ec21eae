import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { createServiceClient } from './serviceClient.ts';
import type { VisitorEnv } from './visitorEnv.ts';
import { createWriteGroups } from './writeGroups.ts';

/**
 * A group stays well under the REST API's 1 MiB body limit: its items' JSON is at most this many
 * UTF-16 units, and a unit is at most 3 bytes of UTF-8.
 */
const maxGroupJsonLength = 256 * 1024;

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
      const client = createServiceClient(env);
      write = createWriteGroups<Item, Value>({
        writeAll: (items) => writeAll(client, items),
        weight: (queued) => JSON.stringify(queued).length,
        maxWeight: maxGroupJsonLength,
      });
      writers.set(env, write);
    }
    return write(item);
  };
}
