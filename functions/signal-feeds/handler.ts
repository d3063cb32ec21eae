import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { callerClaims, signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { FunctionError } from '../_shared/errors.ts';
import { type Handler, serveHandler } from '../_shared/serveHandler.ts';
import { maxFeedFileBytes } from '../_shared/signals/feedFile.ts';
import type { SourceOutcome, SourceRow } from '../_shared/signals/feedAttempts.ts';
import { fetchSource, notReached } from './fetchSource.ts';

/** Feeds fetched in one call at most; the due ones least recently fetched first. */
const sourcesPerCall = 10;

export interface FeedCallLimits {
  /** One feed's time, from resolving its host to the last byte of its body, redirects included. */
  feedMs: number;
  /** The call's time: no feed is started after it, and none runs past it. */
  callMs: number;
  maxBytes: number;
}

/** Well inside the edge's time limit, and what a person pressing "Fetch the feeds now" can wait. */
const callLimits: FeedCallLimits = { feedMs: 10_000, callMs: 25_000, maxBytes: maxFeedFileBytes };

const notFetchedHere = 'Feeds are not fetched here: import an RSS file, or turn the feed fetcher on (SIGNAL_FEED_FETCHING=on).';

/**
 * signal-feeds, for the admin or the service role (a cron job):
 * - GET → `{ fetching }`: whether this backend fetches feeds at all (SIGNAL_FEED_FETCHING=on).
 * - POST `{}` → `{ sources: [{ id, title, status, imported, duplicates, refused, error, retry_at }] }`:
 *   fetches the feeds that are due (a failed one waits out its back-off), up to 10 within the
 *   call's time, through the safe fetcher, and imports their new items with `public.import_signals`,
 *   the same reading of RSS and Atom as an uploaded file. A feed that fails is recorded and the
 *   call goes on. 501 `not_available` where fetching is off.
 * Why the service role: a source's fetch record is the server's to write (the admin cannot set
 * it), so it is written with it, after the caller's check.
 */
export function signalFeedsHandler(limits: FeedCallLimits = callLimits): Handler {
  return serveHandler(['GET', 'POST'], async (request, env) => {
    const caller = createCallerClient(request, env);
    if (callerClaims(request).role !== 'service_role') {
      signedInClaims(request);
      await requireAdmin(caller, 'Fetching feeds');
    }
    const network = env.SIGNAL_FEED_FETCHING === 'on' ? env.network : undefined;
    if (request.method === 'GET') return Response.json({ fetching: network !== undefined });
    await readJsonBody(request, z.strictObject({}), 256);
    if (!network) throw new FunctionError('not_available', notFetchedHere);
    const startedAt = Date.now();
    const { data, error, status } = await caller
      .from('signal_sources')
      .select('id, title, feed_url, failed_fetches')
      .lte('next_fetch_at', new Date(startedAt).toISOString())
      .order('last_fetched_at', { ascending: true, nullsFirst: true })
      .limit(sourcesPerCall);
    if (error) throw databaseFailure('reading the feeds', { error, status });
    const stamper = serviceClient(env);
    const sources: SourceOutcome[] = [];
    for (const source of data as SourceRow[]) {
      const left = limits.callMs - (Date.now() - startedAt);
      const attempt = { network, timeoutMs: Math.min(limits.feedMs, left), maxBytes: limits.maxBytes, cutShort: left < limits.feedMs };
      sources.push(left <= 0 ? notReached(source) : await fetchSource(source, attempt, caller, stamper));
    }
    return Response.json({ sources });
  });
}

export const handle = signalFeedsHandler();

function serviceClient(env: FunctionEnv): SupabaseClient | null {
  if (!env.SUPABASE_SERVICE_ROLE_KEY) return null;
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    global: { fetch: env.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
