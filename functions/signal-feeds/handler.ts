import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { callerClaims, signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { feedFetcherOf } from '../_shared/signals/feedFetcher.ts';
import { fetchSource, type SourceRow } from './fetchSource.ts';

/** Feeds fetched in one call, so a call stays well inside the edge's time limit; the oldest-fetched first. */
const sourcesPerCall = 10;

export const notFetchedHere =
  'Feeds are not fetched on this backend: import an RSS file, or run the feed fetcher in production (SIGNAL_FEED_FETCHING=on).';

/**
 * signal-feeds, for the admin or the service role (a production cron job):
 * - GET → `{ fetching }`: whether this backend fetches feeds at all.
 * - POST `{}` → `{ sources: [{ id, title, imported, duplicates, refused, error }] }`: fetches the
 *   feeds least recently fetched (up to 10) and imports their new items as signals with
 *   `public.import_signals`, the same reading of RSS and Atom as an uploaded file. 501
 *   `not_available` where no fetcher is configured (the embedded backend).
 * Why the service role: a source's last_fetched_at is the server's to stamp (the admin cannot set
 * it), so the stamp is written with it, after the caller's check.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  const caller = createCallerClient(request, env);
  if (callerClaims(request).role !== 'service_role') {
    signedInClaims(request);
    await requireAdmin(caller, 'Fetching feeds');
  }
  const fetcher = feedFetcherOf(env);
  if (request.method === 'GET') return Response.json({ fetching: fetcher !== null });
  await readJsonBody(request, z.strictObject({}), 256);
  if (!fetcher) throw new FunctionError('not_available', notFetchedHere);
  const { data, error, status } = await caller
    .from('signal_sources')
    .select('id, title, feed_url')
    .order('last_fetched_at', { ascending: true, nullsFirst: true })
    .limit(sourcesPerCall);
  if (error) throw databaseFailure('reading the feeds', { error, status });
  const stamper = serviceClient(env);
  const sources = [];
  for (const source of data as SourceRow[]) sources.push(await fetchSource(source, fetcher, caller, stamper));
  return Response.json({ sources });
});

function serviceClient(env: FunctionEnv): SupabaseClient | null {
  if (!env.SUPABASE_SERVICE_ROLE_KEY) return null;
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    global: { fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
