import { expect, type Page } from '@playwright/test';
import { adminRows } from './support/adminRows.ts';
import {
  asPersonsChrome,
  consentBanner,
  type EventRow,
  eventBatches,
  flushIntervalMs,
  sessionId,
  storedPageViews,
  storedQueue,
} from './support/analytics.ts';
import { type AnalyticsEndpoint, type EndpointCall, type Outage, test } from './support/analyticsEndpoint.ts';
import { leadJustShown, storedBeforeLoad } from './support/overlays.ts';

// Playwright turns the back/forward cache off, so that going back always loads the page again;
// readers' browsers keep pages they leave in it, so these tests do too.
test.use({ launchOptions: { ...asPersonsChrome, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Accepts analytics and queues `count` numbered feature events beside the page's own. */
async function acceptAndQueue(page: Page, count: number): Promise<void> {
  await page.goto('/welcome');
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await storedQueue(page))?.pending.length ?? 0).toBeGreaterThan(0);
  await page.evaluate((total) => {
    for (let index = 0; index < total; index += 1)
      document.dispatchEvent(new CustomEvent('site:analytics', { detail: { name: 'feature_use', data: { index } } }));
  }, count);
}

/** Every stored event of the session, named by its page and number. */
async function storedEvents(page: Page, session: string): Promise<string[]> {
  const rows = await adminRows<EventRow>(page.request, 'analytics_events', `session_id=eq.${session}`);
  return rows.map((row) => `${row.name} ${new URL(row.url).pathname} ${row.data.index ?? ''}`.trim()).sort();
}

/** What the visit queued, each once: the welcome page's events, the numbered ones, the privacy page's. */
const visitEvents = (count: number) =>
  [
    'session_start /welcome',
    'page_view /welcome',
    'route_access /welcome',
    ...Array.from({ length: count }, (_, index) => `feature_use /welcome ${index}`),
    'page_view /privacy',
    'route_access /privacy',
  ].sort();

/** The ids of one analytics function's calls made one way. */
const callIds = (endpoint: AnalyticsEndpoint, to: EndpointCall['to'], by: EndpointCall['by']) =>
  endpoint.calls.filter((call) => call.to === to && call.by === by).map((call) => call.id);

test.beforeEach(async ({ page, context }) => {
  // Lead popups (another layer) stay in their cool-down so they never cover what these tests click.
  await storedBeforeLoad(context, leadJustShown(Date.now()));
  await page.clock.install();
});

for (const outage of ['unreachable', 'answering 503'] satisfies Outage[]) {
  test(`a reader who leaves a page while the analytics backend is ${outage} has each event, first-party ones too, stored exactly once after it returns`, async ({
    page,
    analyticsEndpoint,
  }) => {
    analyticsEndpoint.goDown(outage);
    // Twelve events: the first ten form a batch whose send fails; the rest still wait when the reader leaves.
    await acceptAndQueue(page, 12);
    await expect.poll(async () => eventBatches((await storedQueue(page))?.batches)[0]?.failures ?? 0).toBeGreaterThan(0);

    await page.goto('/privacy');
    const beacons = () => callIds(analyticsEndpoint, 'analytics-orchestrator', 'beacon');
    const firstPartyBeacons = () => callIds(analyticsEndpoint, 'firstparty-analytics', 'beacon');
    await expect.poll(() => [beacons().length, firstPartyBeacons().length]).toEqual([2, 1]);
    const storedIds = async () => (await storedQueue(page))?.batches.map((batch) => batch.batchId) ?? [];
    await expect
      .poll(async () =>
        eventBatches((await storedQueue(page))?.batches)
          .map((batch) => batch.batchId)
          .sort(),
      )
      .toEqual(beacons().sort());
    expect(await storedIds()).toContain(firstPartyBeacons()[0]);

    analyticsEndpoint.restore();
    await page.clock.runFor(flushIntervalMs * 2);
    await expect.poll(storedIds).toEqual([]);
    const session = await sessionId(page);
    await expect.poll(() => storedEvents(page, session)).toEqual(visitEvents(12));
    for (const batchId of beacons()) expect(await adminRows(page.request, 'analytics_batches', `batch_id=eq.${batchId}`)).toHaveLength(1);
    expect(await storedPageViews(page, session)).toEqual(['/privacy', '/welcome']);
  });
}

test('a batch whose beacon arrived is offered again by the next page, and the server confirms it as a duplicate', async ({
  page,
  analyticsEndpoint,
}) => {
  const releaseFetches = analyticsEndpoint.holdFetches();
  await acceptAndQueue(page, 3);

  await page.goto('/privacy');
  await expect.poll(() => callIds(analyticsEndpoint, 'analytics-orchestrator', 'beacon').length).toBe(1);
  const [beacon] = callIds(analyticsEndpoint, 'analytics-orchestrator', 'beacon');
  const batchFilter = `batch_id=eq.${beacon}`;
  await expect.poll(async () => (await adminRows(page.request, 'analytics_batches', batchFilter)).length).toBe(1);
  expect(eventBatches((await storedQueue(page))?.batches)).toMatchObject([{ batchId: beacon, beaconed: true }]);

  const answer = page.waitForResponse((response) => response.url().endsWith('/functions/v1/analytics-orchestrator'));
  releaseFetches();
  expect(await (await answer).json()).toEqual({ stored: false, duplicate: true });
  expect(callIds(analyticsEndpoint, 'analytics-orchestrator', 'fetch')).toEqual([beacon]);
  await expect.poll(async () => (await storedQueue(page))?.batches.length).toBe(0);

  await page.clock.runFor(flushIntervalMs + 1_000);
  const session = await sessionId(page);
  await expect.poll(() => storedEvents(page, session)).toEqual(visitEvents(3));
  expect(await adminRows(page.request, 'analytics_batches', batchFilter)).toHaveLength(1);
  expect(await storedPageViews(page, session)).toEqual(['/privacy', '/welcome']);
});

test('a page left with analytics on stays fit for the back/forward cache, and once restored its events are stored once', async ({
  page,
}) => {
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-restored', String(event.persisted))),
  );
  await acceptAndQueue(page, 3);
  await page.goto('/privacy');
  await expect.poll(async () => (await storedQueue(page))?.pending.length ?? 0).toBeGreaterThan(0);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  await page.evaluate(() => {
    for (const index of [3, 4])
      document.dispatchEvent(new CustomEvent('site:analytics', { detail: { name: 'feature_use', data: { index } } }));
  });
  await page.clock.runFor(flushIntervalMs * 2);
  const session = await sessionId(page);
  await expect.poll(() => storedEvents(page, session)).toEqual(visitEvents(5));
  await expect.poll(async () => (await storedQueue(page))?.batches.length).toBe(0);
});
