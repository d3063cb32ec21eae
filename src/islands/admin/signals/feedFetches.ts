import type { SourceOutcome } from '../../../../functions/_shared/signals/feedAttempts.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';
import { ownerLabel } from '../publishing/ownerDateTime.ts';

/** Whether this backend fetches feeds (SIGNAL_FEED_FETCHING=on); false when it cannot say. */
export async function feedFetchingOn(): Promise<boolean> {
  const answer = (await callAdminFunction('signal-feeds').catch(() => null)) as { fetching?: boolean } | null;
  return answer?.fetching === true;
}

/** Fetches the feeds that are due now (signal-feeds), answering what happened to each. */
export async function fetchDueFeeds(): Promise<SourceOutcome[]> {
  return ((await callAdminFunction('signal-feeds', {})) as { sources: SourceOutcome[] }).sources;
}

/** One line a feed, in the owner's words: its new items, why it failed and when it is tried again, or that time ran out first. */
export function fetchSummary(sources: SourceOutcome[], timeZone: string): string {
  if (sources.length === 0) return 'No feed is due: a feed that failed waits until the time shown in its row.';
  return sources
    .map((source) => {
      if (source.status === 'fetched') return `${source.title}: ${source.imported} new`;
      if (source.status === 'not_reached') return `${source.title}: not reached in this call’s time, first in line next time`;
      const retry = source.retry_at ? ` Tried again after ${ownerLabel(source.retry_at, timeZone)}.` : '';
      return `${source.title}: ${source.error ?? 'failed.'}${retry}`;
    })
    .join(' · ');
}
