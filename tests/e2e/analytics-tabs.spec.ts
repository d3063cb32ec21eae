import { type BrowserContext, expect, type Page } from '@playwright/test';
import { adminRows } from './support/adminRows.ts';
import {
  asPersonsChrome,
  consentBanner,
  type EventRow,
  eventBatches,
  flushIntervalMs,
  sessionId,
  storedPageViews,
  storedQueues,
} from './support/analytics.ts';
import { type AnalyticsEndpoint, test } from './support/analyticsEndpoint.ts';
import { leadJustShown, storedBeforeLoad } from './support/overlays.ts';

test.use({ launchOptions: asPersonsChrome });

test.beforeEach(async ({ page, context }) => {
  // Lead popups (another layer) stay in their cool-down so they never cover what these tests click.
  await storedBeforeLoad(context, leadJustShown(Date.now()));
  await page.clock.install();
});

/** Queues `count` numbered feature events on a tab, named after it. */
async function queueEvents(page: Page, tab: string, count: number): Promise<void> {
  await page.evaluate(
    ([name, total]) => {
      for (let index = 0; index < total; index += 1)
        document.dispatchEvent(new CustomEvent('site:analytics', { detail: { name: 'feature_use', data: { tab: name, index } } }));
    },
    [tab, count] as const,
  );
}

/** What a tab on `path` queues, each once: its own session start (session storage is per tab), its page view and route access, and its numbered events. */
const tabEvents = (path: string, tab: string, count: number) => [
  `session_start ${path}`,
  `page_view ${path}`,
  `route_access ${path}`,
  ...Array.from({ length: count }, (_, index) => `feature_use ${path} ${tab} ${index}`),
];

/** Every stored event of the session, named by its page, tab and number. */
async function storedEvents(page: Page, session: string): Promise<string[]> {
  const rows = await adminRows<EventRow>(page.request, 'analytics_events', `session_id=eq.${session}`);
  return rows
    .map((row) => [row.name, new URL(row.url).pathname, row.data.tab, row.data.index].filter((part) => part !== undefined).join(' '))
    .sort();
}

/** The user closes the tab, as with its close button: the page is hidden and left. */
async function closeTab(page: Page): Promise<void> {
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
}

/** Analytics accepted on /welcome, and a second tab on /privacy: each stores its queue under a key of its own. */
async function twoTabs(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/welcome');
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => Object.keys(await storedQueues(page)).length).toBe(1);
  const second = await context.newPage();
  await second.goto('/privacy');
  await expect.poll(async () => Object.keys(await storedQueues(page)).length).toBe(2);
  return second;
}

/**
 * Both tabs queue events while the analytics backend answers 503: each sends a batch of ten, which
 * fails, and keeps the rest pending. Then the second tab is closed, and its queue stays, closed.
 */
async function queueInBothThenCloseOne(page: Page, context: BrowserContext, analyticsEndpoint: AnalyticsEndpoint): Promise<void> {
  analyticsEndpoint.goDown('answering 503');
  const second = await twoTabs(page, context);
  await queueEvents(page, 'first', 12);
  await queueEvents(second, 'second', 13);
  const failed = async () =>
    Object.values(await storedQueues(page)).filter((queue) => eventBatches(queue.batches).some((batch) => batch.failures > 0));
  await expect.poll(async () => (await failed()).length).toBe(2);
  await closeTab(second);
  await expect.poll(async () => Object.values(await storedQueues(page)).filter((queue) => queue.closed).length).toBe(1);
}

/**
 * Once the queues are empty, the session holds each of these events once, each batch id that
 * reached the backend once, and one first-party page view of each of these pages.
 */
async function expectStoredOnce(page: Page, analyticsEndpoint: AnalyticsEndpoint, expected: string[], pages: string[]): Promise<void> {
  await expect
    .poll(async () => Object.values(await storedQueues(page)).flatMap((queue) => [...queue.pending, ...queue.batches]))
    .toEqual([]);
  const session = await sessionId(page);
  await expect.poll(() => storedEvents(page, session)).toEqual(expected.sort());
  const batchIds = analyticsEndpoint.calls.filter((call) => call.to === 'analytics-orchestrator').map((call) => call.id);
  for (const batchId of new Set(batchIds)) {
    expect(await adminRows(page.request, 'analytics_batches', `batch_id=eq.${batchId}`)).toHaveLength(1);
  }
  expect(await storedPageViews(page, session)).toEqual(pages.sort());
}

const bothTabsEvents = () => [...tabEvents('/welcome', 'first', 12), ...tabEvents('/privacy', 'second', 13)];

test('a tab closed while the analytics backend is down has its events delivered once by the tab left open', async ({
  page,
  context,
  analyticsEndpoint,
}) => {
  await queueInBothThenCloseOne(page, context, analyticsEndpoint);
  analyticsEndpoint.restore();
  await page.clock.runFor(flushIntervalMs * 2);
  await expectStoredOnce(page, analyticsEndpoint, bothTabsEvents(), ['/welcome', '/privacy']);
});

test('tabs closed while the analytics backend is down have their events delivered once by a tab opened afterwards', async ({
  page,
  context,
  analyticsEndpoint,
}) => {
  await queueInBothThenCloseOne(page, context, analyticsEndpoint);
  const third = await context.newPage();
  await closeTab(page);
  analyticsEndpoint.restore();
  await third.goto('/terms');
  await expect.poll(async () => Object.values(await storedQueues(third)).some((queue) => !queue.closed)).toBe(true);
  await third.clock.runFor(flushIntervalMs * 2);
  await expectStoredOnce(
    third,
    analyticsEndpoint,
    [...bothTabsEvents(), ...tabEvents('/terms', '', 0)],
    ['/welcome', '/privacy', '/terms'],
  );
});

test('withdrawing analytics consent in one tab clears every tab’s queue, and the other tab queues and sends nothing more', async ({
  page,
  context,
  analyticsEndpoint,
}) => {
  const second = await twoTabs(page, context);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  await dialog.getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(() => storedQueues(second)).toEqual({});

  const callsBefore = analyticsEndpoint.calls.length;
  await queueEvents(second, 'second', 12);
  await second.clock.runFor(flushIntervalMs * 2);
  expect(await storedQueues(second)).toEqual({});
  expect(analyticsEndpoint.calls.slice(callsBefore)).toEqual([]);
});
