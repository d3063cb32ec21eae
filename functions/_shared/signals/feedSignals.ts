import type { Feed } from './feedFile.ts';
import { sourceFromLink } from './sourceFromLink.ts';

/** One row for `public.import_signals`, which checks it again and answers an outcome for it. */
export interface SignalImport {
  title: string;
  url: string | null;
  source: string;
  summary: string;
  signal_on: string | null;
  feed_item_id: string | null;
  source_id?: string;
}

/** What `public.import_signals` answers per row, in order. */
export type ImportOutcome = { outcome: 'imported' | 'duplicate'; id: string } | { outcome: 'refused'; message: string };

/** How many rows one call to an import function takes; a longer file is sent in parts. */
export const importBatchSize = 500;

const webAddress = /^https?:\/\/\S+$/i;
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * A feed's items as signals. The source is the name the owner's feed list gives it (`from`), else
 * the feed's own title, else its site's domain; the date
 * is the owner's calendar day of publication (`timeZone`), today's when the feed gives none. An
 * item without a title takes the start of its summary, so a link-only item still reads.
 */
export function signalsFromFeed(feed: Feed, timeZone: string, from?: { id: string; title: string }): SignalImport[] {
  const source = clip(from?.title.trim() || feed.title.trim() || sourceFromLink(feed.link ?? ''), 200);
  return feed.items.map((item) => ({
    title: clip(item.title || clip(item.summary, 120) || (item.link ?? ''), 300),
    url: item.link && webAddress.test(item.link) && item.link.length <= 2000 ? item.link : null,
    source: source || sourceFromLink(item.link ?? ''),
    summary: clip(item.summary, 5000),
    signal_on: item.published ? dayIn(timeZone, Date.parse(item.published)) : null,
    feed_item_id: item.id ? item.id.slice(0, 2000) : null,
    ...(from ? { source_id: from.id } : {}),
  }));
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `time`. */
export function dayIn(timeZone: string, time: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(time);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Rows in parts of at most `importBatchSize`, for calls that each take at most that many. */
export function inBatches<Row>(rows: readonly Row[]): Row[][] {
  const batches: Row[][] = [];
  for (let start = 0; start < rows.length; start += importBatchSize) batches.push(rows.slice(start, start + importBatchSize));
  return batches;
}
