import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { FetchFailed, FetchTimedOut, type PublicNetwork } from '../_shared/http/publicNetwork.ts';
import { site } from '../_shared/site.ts';
import { fetchFeedText } from '../_shared/signals/feedFetcher.ts';
import { FeedFileError, readFeedFile } from '../_shared/signals/feedFile.ts';
import { type ImportOutcome, inBatches, signalsFromFeed } from '../_shared/signals/feedSignals.ts';
import { type ImportCounts, recordAttempt, type SourceOutcome, type SourceRow } from '../_shared/signals/feedAttempts.ts';

export interface FeedAttempt {
  network: PublicNetwork;
  timeoutMs: number;
  maxBytes: number;
  /** Whether the call's remaining time, not the feed's own limit, set `timeoutMs`: running out is then not the feed's failure. */
  cutShort: boolean;
}

/**
 * Fetches one feed and imports its items, linked to the source. Whatever goes wrong with the feed
 * (refused address, network, time, size, a file that is not a feed, an item the database refuses)
 * is caught and recorded on it, with a back-off, and the call goes on to the next feed. Only a
 * database that cannot be reached stops the call: nothing could be recorded then.
 */
export async function fetchSource(
  source: SourceRow,
  attempt: FeedAttempt,
  caller: SupabaseClient,
  stamper: SupabaseClient | null,
): Promise<SourceOutcome> {
  let counts: ImportCounts = { imported: 0, duplicates: 0, refused: 0 };
  try {
    const file = readFeedFile(await fetchFeedText(attempt.network, source.feed_url, attempt.timeoutMs, attempt.maxBytes));
    if (file.kind !== 'feed') throw new FeedFileError('This address serves a list of feeds (OPML), not a feed.');
    for (const batch of inBatches(signalsFromFeed(file, site.timeZone, source))) {
      const { data, error, status } = await caller.rpc('import_signals', { p_items: batch });
      if (error) throw databaseFailure('import_signals', { error, status });
      counts = tally(counts, data as ImportOutcome[]);
    }
  } catch (error) {
    if (error instanceof FetchTimedOut && attempt.cutShort) return { ...notReached(source), ...counts };
    return recordAttempt(source, counts, failureOf(error, source), stamper);
  }
  return recordAttempt(source, counts, null, stamper);
}

/** A feed the call had no time left for: untouched, so it comes first in the next call. */
export function notReached(source: SourceRow): SourceOutcome {
  return { id: source.id, title: source.title, status: 'not_reached', imported: 0, duplicates: 0, refused: 0, error: null, retry_at: null };
}

function tally(counts: ImportCounts, rows: ImportOutcome[]): ImportCounts {
  return rows.reduce(
    (sum, row) => ({
      imported: sum.imported + (row.outcome === 'imported' ? 1 : 0),
      duplicates: sum.duplicates + (row.outcome === 'duplicate' ? 1 : 0),
      refused: sum.refused + (row.outcome === 'refused' ? 1 : 0),
    }),
    counts,
  );
}

/** The failure in words for the owner; an unreachable database is rethrown, and an unexpected error logged. */
function failureOf(error: unknown, source: SourceRow): string {
  if (error instanceof FunctionError && error.code === 'service_unavailable') throw error;
  if (error instanceof FetchFailed || error instanceof FeedFileError || error instanceof FunctionError) return error.message;
  console.error(`Reading the feed ${source.feed_url} failed unexpectedly:`, error);
  return `The feed could not be read (${error instanceof Error ? error.message : String(error)}).`;
}
