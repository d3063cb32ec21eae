import type { LaunchOptions, Page } from '@playwright/test';
import config from '../../../playwright.config.ts';

/**
 * Chromium sends the beacons of an unloading page with its own headless user agent, which the
 * backend rightly drops as a bot; with these launch options the browser introduces itself as a
 * person's Chrome throughout (`test.use({ launchOptions: asPersonsChrome })`).
 */
const personUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
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

export interface StoredQueue {
  pending: unknown[];
  batches: { batchId: string; events: unknown[]; failures: number; beaconed: boolean }[];
  closed: boolean;
}

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

export async function sessionId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'session_id');
  if (!cookie) throw new Error('No session_id cookie was set.');
  return cookie.value;
}

export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
