import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';

export interface SourceRow {
  id: string;
  title: string;
  feed_url: string;
  /** Fetches in a row that failed, before this one. */
  failed_fetches: number;
}

export interface ImportCounts {
  imported: number;
  duplicates: number;
  refused: number;
}

/** What one call did with one feed, as the function answers it. */
export interface SourceOutcome extends ImportCounts {
  id: string;
  title: string;
  /** `not_reached`: the call's time ran out first; the feed is untouched and comes first next time. */
  status: 'fetched' | 'failed' | 'not_reached';
  /** Why the feed failed, in words. */
  error: string | null;
  /** When a failed feed is tried again. */
  retry_at: string | null;
}

const minute = 60_000;

/** How long a feed waits after failing `failures` times in a row: 15 minutes, doubling each time, a day at most. */
export function retryDelayMs(failures: number): number {
  return Math.min(15 * minute * 2 ** (failures - 1), 24 * 60 * minute);
}

/**
 * A reason as the row's check and the database take it: quoted file content could bring control
 * characters or half a surrogate pair, which would make the record itself fail.
 */
function storableReason(reason: string): string {
  // In Unicode mode a pair is one code point, so \p{Cs} matches only a surrogate left alone.
  const clean = reason.replace(/[\p{Cc}\p{Cs}]/gu, ' ');
  return Array.from(clean).slice(0, 500).join('').trim() || 'The fetch failed.';
}

/**
 * Records a fetch on the feed's row, with `stamper` (the service role: these columns are the
 * fetcher's, not the admin's): when it was fetched, and after a failure why, how many in a row,
 * and when it is due again. Without a stamper (no service role key) the outcome is only answered.
 */
export async function recordAttempt(
  source: SourceRow,
  counts: ImportCounts,
  failure: string | null,
  stamper: SupabaseClient | null,
  now = new Date(),
): Promise<SourceOutcome> {
  const failures = failure === null ? 0 : source.failed_fetches + 1;
  const due = new Date(now.getTime() + (failure === null ? 0 : retryDelayMs(failures)));
  if (stamper) {
    const { error, status } = await stamper
      .from('signal_sources')
      .update({
        last_fetched_at: now.toISOString(),
        last_error: failure === null ? null : storableReason(failure),
        failed_fetches: failures,
        next_fetch_at: due.toISOString(),
      })
      .eq('id', source.id);
    if (error) throw databaseFailure('recording a feed’s fetch', { error, status });
  }
  return {
    id: source.id,
    title: source.title,
    status: failure === null ? 'fetched' : 'failed',
    ...counts,
    error: failure,
    retry_at: failure === null ? null : due.toISOString(),
  };
}
