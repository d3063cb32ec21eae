import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { site } from '../_shared/site.ts';
import { FeedFileError, readFeedFile } from '../_shared/signals/feedFile.ts';
import { type FeedFetcher, FeedFetchFailed } from '../_shared/signals/feedFetcher.ts';
import { type ImportOutcome, inBatches, signalsFromFeed } from '../_shared/signals/feedSignals.ts';

export interface SourceRow {
  id: string;
  title: string;
  feed_url: string;
}

export interface SourceOutcome {
  id: string;
  title: string;
  imported: number;
  duplicates: number;
  refused: number;
  /** Why the feed could not be read; its items are then untouched. */
  error: string | null;
}

/**
 * Fetches one feed and imports its items, linked to the source. A feed that cannot be fetched or
 * read is reported and skipped, never stopping the others; the source is stamped as fetched
 * either way (with `stamper`, when there is one), so a broken feed does not hold the queue's head.
 */
export async function fetchSource(
  source: SourceRow,
  fetcher: FeedFetcher,
  caller: SupabaseClient,
  stamper: SupabaseClient | null,
): Promise<SourceOutcome> {
  const outcome: SourceOutcome = { id: source.id, title: source.title, imported: 0, duplicates: 0, refused: 0, error: null };
  try {
    const file = readFeedFile(await fetcher.fetchFeed(source.feed_url));
    if (file.kind !== 'feed') throw new FeedFileError('This address serves a list of feeds (OPML), not a feed.');
    for (const batch of inBatches(signalsFromFeed(file, site.timeZone, source))) {
      const { data, error, status } = await caller.rpc('import_signals', { p_items: batch });
      if (error) throw databaseFailure('import_signals', { error, status });
      for (const row of data as ImportOutcome[]) {
        if (row.outcome === 'imported') outcome.imported += 1;
        else if (row.outcome === 'duplicate') outcome.duplicates += 1;
        else outcome.refused += 1;
      }
    }
  } catch (error) {
    if (!(error instanceof FeedFetchFailed || error instanceof FeedFileError)) throw error;
    outcome.error = error.message;
  }
  if (stamper) {
    const { error, status } = await stamper
      .from('signal_sources')
      .update({ last_fetched_at: new Date().toISOString() })
      .eq('id', source.id);
    if (error) throw databaseFailure('stamping a fetched feed', { error, status });
  }
  return outcome;
}
