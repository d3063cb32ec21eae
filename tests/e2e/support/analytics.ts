import type { LaunchOptions, Page } from '@playwright/test';
import config from '../../../playwright.config.ts';
import { adminRows } from './adminRows.ts';

/**
 * Chromium sends the beacons of an unloading page with its own headless user agent, which the
 * backend rightly drops as a bot; with these launch options the browser introduces itself as a
 * person's Chrome throughout (`test.use({ launchOptions: asPersonsChrome })`).
 */
export const personUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const launchOptions = config.use?.launchOptions;
export const asPersonsChrome: LaunchOptions = {
  ...launchOptions,
  args: [...(launchOptions?.args ?? []), `--user-agent=${personUserAgent}`],
};

/** The queue sends whatever waits at this interval (src/lib/analytics/queue.ts). */
export const flushIntervalMs = 30_000;

/** An `analytics_events` row as the admin reads it. */
export interface EventRow {
  name: string;
  batch_id: string;
  session_id: string;
  url: string;
  data: Record<string, unknown>;
}

/** A stored batch: events for analytics-orchestrator, or one first-party event (its batch id is its event id). */
export type StoredBatch = { batchId: string; failures: number; beaconed: boolean } & ({ events: unknown[] } | { firstParty: unknown });

export interface StoredQueue {
  pending: unknown[];
  batches: StoredBatch[];
  closed: boolean;
}

/** The batches of events, leaving the first-party events out. */
export const eventBatches = (batches: StoredBatch[] = []) =>
  batches.filter((batch): batch is Extract<StoredBatch, { events: unknown[] }> => 'events' in batch);

/** Each page's queue in local storage (`analytics-queue:<page id>`), by key. */
export const storedQueues = (page: Page) =>
  page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith('analytics-queue:'));
    return Object.fromEntries(keys.map((key) => [key, JSON.parse(localStorage.getItem(key)!) as StoredQueue]));
  });

/** Every page's stored events and batches together; null when no page stored a queue. */
export async function storedQueue(page: Page): Promise<Omit<StoredQueue, 'closed'> | null> {
  const queues = Object.values(await storedQueues(page));
  if (queues.length === 0) return null;
  return { pending: queues.flatMap((queue) => queue.pending), batches: queues.flatMap((queue) => queue.batches) };
}

/** The paths of the session's stored first-party page views, sorted: each page view once. */
export async function storedPageViews(page: Page, session: string): Promise<string[]> {
  const rows = await adminRows<{ payload: { path: string } }>(
    page.request,
    'firstparty_events',
    `session_id=eq.${session}&type=eq.page_view`,
  );
  return rows.map((row) => row.payload.path).sort();
}

export async function sessionId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'session_id');
  if (!cookie) throw new Error('No session_id cookie was set.');
  return cookie.value;
}

export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
