import type { SupabaseClient } from '@supabase/supabase-js';
import { siteBucketNames, siteBuckets } from '../_shared/storage/siteBuckets.ts';
import { type StatusCheck, timed } from './statusCheck.ts';

/**
 * File storage, checked without writing anything: as the admin, the site's buckets are there
 * with the visibility the migration gives them, and one list of drafts goes through the objects'
 * policies. A write, read and delete round trip would store and remove a file at every look at
 * the page, and leave one behind when interrupted; what it alone would catch (a full or broken
 * disk) an upload reports at once, with its reason.
 */
export function storageCheck(caller: SupabaseClient, timeoutMs: number): Promise<StatusCheck> {
  return timed('storage', 'File storage', timeoutMs, async () => {
    const buckets = await caller.storage.listBuckets();
    if (buckets.error) return { ok: false, detail: `Buckets could not be read: ${buckets.error.message}` };
    const found = new Map(buckets.data.map((bucket) => [bucket.id, bucket]));
    const missing = siteBucketNames.filter((name) => !found.has(name));
    if (missing.length > 0) return { ok: false, detail: `Missing buckets: ${missing.join(', ')} (the storage migration has not run)` };
    const wrong = siteBucketNames.filter((name) => found.get(name)?.public !== siteBuckets[name].public);
    if (wrong.length > 0) return { ok: false, detail: `Buckets with the wrong visibility: ${wrong.join(', ')}` };
    const listed = await caller.storage.from('drafts').list('', { limit: 1 });
    if (listed.error) return { ok: false, detail: `Files could not be listed: ${listed.error.message}` };
    return { ok: true, detail: `Buckets ${siteBucketNames.join(', ')} ready` };
  });
}
