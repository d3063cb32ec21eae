import { expect, test, type Page, type Request } from '@playwright/test';
import { adminRows } from './support/adminRows.ts';
import {
  asPersonsChrome,
  consentBanner as banner,
  type EventRow,
  eventBatches,
  flushIntervalMs,
  sessionId,
  storedPageViews,
  storedQueue,
} from './support/analytics.ts';

test.use({ launchOptions: asPersonsChrome });

interface FirstPartyRow {
  type: string;
  session_id: string;
  payload: { path: string };
}

const functionCall = /\/functions\/v1\/(analytics-orchestrator|firstparty-analytics)$/;
const analyticsCode = /\/_astro\/pageAnalytics\.[\w-]+\.js$/;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy settings' });

function recordRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => pattern.test(new URL(request.url()).pathname) && seen.push(request));
  return seen;
}

test.beforeEach(async ({ page }) => {
  // Lead popups (another layer) stay in their cool-down so they never cover what these tests click.
  await page.addInitScript(() => localStorage.setItem('lead-popup-state', JSON.stringify({ lastShown: Date.now(), kind: 'timed' })));
  await page.clock.install();
});

test('nothing reaches the analytics functions before a choice or after Reject all, and no analytics code loads', async ({ page }) => {
  const calls = recordRequests(page, functionCall);
  const code = recordRequests(page, analyticsCode);
  await page.goto('/welcome');
  await expect(banner(page)).toBeVisible();
  await page.clock.runFor(flushIntervalMs * 2);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(flushIntervalMs * 2);
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.clock.runFor(flushIntervalMs * 2);
  expect(calls.map((request) => request.url())).toEqual([]);
  expect(code.map((request) => request.url())).toEqual([]);
});

test('after Accept all, the session start, page view and route access are stored once, and the first-party page view too', async ({
  page,
}) => {
  await page.goto('/welcome');
  // Listening before the click: the page view is sent as soon as consent is given, and a fast answer would be missed.
  const firstParty = page.waitForResponse((response) => response.url().endsWith('/functions/v1/firstparty-analytics'));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  expect((await firstParty).status()).toBe(202);
  const delivered = page.waitForResponse((response) => response.url().endsWith('/functions/v1/analytics-orchestrator'));
  await page.clock.runFor(flushIntervalMs + 1_000);
  expect((await delivered).status()).toBe(202);

  const filter = `session_id=eq.${await sessionId(page)}`;
  const events = await adminRows<EventRow>(page.request, 'analytics_events', `${filter}&order=id.asc`);
  expect(events.map((event) => event.name).sort()).toEqual(['page_view', 'route_access', 'session_start']);
  expect(events.every((event) => event.url.endsWith('/welcome'))).toBe(true);
  const pageViews = await adminRows<FirstPartyRow>(page.request, 'firstparty_events', filter);
  expect(pageViews).toMatchObject([{ type: 'page_view', payload: { path: '/welcome' } }]);
});

test('events queued while the backend is unreachable arrive exactly once after it returns, first-party ones too', async ({ page }) => {
  await page.route(functionCall, (route) => route.abort());
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await storedQueue(page))?.pending.length ?? 0).toBeGreaterThan(0);
  await page.clock.runFor(flushIntervalMs + 1_000);
  await expect.poll(async () => eventBatches((await storedQueue(page))?.batches)[0]?.failures ?? 0).toBeGreaterThan(0);
  const [batch] = eventBatches((await storedQueue(page))!.batches);

  await page.unroute(functionCall);
  await page.clock.runFor(flushIntervalMs * 2);
  await expect.poll(async () => (await storedQueue(page))?.batches.length).toBe(0);
  await page.goto('/privacy');
  await page.clock.runFor(flushIntervalMs * 2);

  const batchFilter = `batch_id=eq.${batch!.batchId}`;
  await expect
    .poll(async () => (await adminRows<EventRow>(page.request, 'analytics_events', batchFilter)).length)
    .toBe(batch!.events.length);
  expect(await adminRows(page.request, 'analytics_batches', batchFilter)).toHaveLength(1);
  await expect.poll(async () => storedPageViews(page, await sessionId(page))).toEqual(['/privacy', '/welcome']);
});

test('withdrawing analytics consent stops all sending and clears the queue', async ({ page }) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await storedQueue(page))?.pending.length ?? 0).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await dialog(page).getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => storedQueue(page)).toBeNull();

  const calls = recordRequests(page, functionCall);
  await page.clock.runFor(flushIntervalMs * 2);
  await page.goto('/privacy');
  await page.clock.runFor(flushIntervalMs * 2);
  expect(calls.map((request) => request.url())).toEqual([]);
});

test('a click to the brand site is queued as cross-site navigation and leaves by beacon when the page hides', async ({ page }) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await storedQueue(page))?.pending.length ?? 0).toBeGreaterThan(0);
  // The brand site is not reachable from the test machine: the click is tracked, the visit is not made.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('contentinfo').getByRole('link', { name: 'elenamarsh.com', exact: true }).click();
  await expect.poll(async () => JSON.stringify((await storedQueue(page))?.pending)).toContain('cross_site_navigation');
  const id = await sessionId(page);

  await page.goto('/privacy');
  const filter = `session_id=eq.${id}&name=eq.cross_site_navigation`;
  await expect.poll(async () => (await adminRows<EventRow>(page.request, 'analytics_events', filter)).length).toBe(1);
});
