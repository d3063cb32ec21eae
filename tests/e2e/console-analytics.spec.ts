import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { developmentServiceRoleKey } from '../../server/config/developmentDefaults.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

/**
 * A fixture on a day long past (12 March 2025, when the owner's London is on UTC, or a day earlier
 * for each repeat or retry of the test on the same backend), with session ids of this run, so the
 * other specs' events, all stored today, never reach its figures:
 * - the first visitor, on a phone from Google with campaign tags, views / then /advisory, and
 *   comes back at 18:00 for /contact: a second visit;
 * - the second visitor, on a desktop from Hacker News, views /advisory.
 * So: 2 visitors, 3 visits, 4 page views, 1.33 views per visit; /advisory is the top page.
 */
const fixtureDay = () => {
  const { repeatEachIndex, retry } = test.info();
  return `2025-03-${String(12 - repeatEachIndex - retry * 4).padStart(2, '0')}`;
};
const run = randomUUID().slice(0, 8);
const first = `e2e-analytics-${run}-a`;
const second = `e2e-analytics-${run}-b`;
const event = (name: string, session: string, time: string, route: string, data: Record<string, unknown> = {}) => ({
  name,
  session_id: session,
  occurred_at: `${fixtureDay()}T${time}:00Z`,
  url: `https://site.test${route}`,
  data: { route, ...data },
});
const phone = { viewport: { width: 390, height: 844 } };
const desktop = { viewport: { width: 1440, height: 900 } };
const fromGoogle = { referrer: 'https://www.google.com/', source: `e2e-source-${run}`, medium: 'email', campaign: 'spring', ...phone };

/** Stored through the same SQL function as the analytics endpoint, as the service role: the rollups fill through its triggers. */
async function storeFixture(request: APIRequestContext): Promise<void> {
  const batch = (events: unknown[]) => ({ batch_id: randomUUID(), sent_at: `${fixtureDay()}T20:00:00Z`, events });
  const response = await request.post('/rest/v1/rpc/store_analytics_batches', {
    headers: { apikey: developmentServiceRoleKey, authorization: `Bearer ${developmentServiceRoleKey}` },
    data: {
      p_batches: [
        batch([
          event('session_start', first, '10:00', '/', fromGoogle),
          event('page_view', first, '10:00', '/', phone),
          event('page_view', first, '10:05', '/advisory', phone),
        ]),
        batch([event('session_start', second, '14:00', '/advisory', { referrer: 'https://news.ycombinator.com/item', ...desktop })]),
        batch([event('page_view', second, '14:00', '/advisory', desktop)]),
        batch([event('page_view', first, '18:00', '/contact', phone)]),
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("the admin reads a day's figures on /analytics, exports a table, and opens /analytics-hub", async ({ page, request }) => {
  // Two pages, one checked by axe, and a download: more than the default on a loaded machine.
  test.setTimeout(60_000);
  const day = fixtureDay();
  const refused: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
  await storeFixture(request);
  await signInAsAdmin(page);

  await page.goto('/analytics');
  await expect(page.getByText('Date range (days in Europe/London)')).toBeVisible();
  await page.getByLabel('First day').fill(day);
  await page.getByLabel('Last day').fill(day);
  await page.getByRole('button', { name: 'Show these days' }).click();
  await expect(page.getByRole('heading', { name: day, exact: true })).toBeVisible();
  const figure = (label: string) => page.locator('.figure-grid > div').filter({ hasText: label }).locator('dd');
  await expect(figure('Unique visitors')).toHaveText('2');
  await expect(figure('Visits')).toHaveText('3');
  await expect(figure('Page views')).toHaveText('4');
  await expect(figure('Views per visit')).toHaveText('1.33');

  const topPages = page.getByRole('region', { name: 'Top pages' });
  await expect(topPages.getByRole('row').nth(1)).toHaveText('/advisory2');
  const referrers = page.getByRole('region', { name: 'Referrers' });
  await expect(referrers.getByRole('cell', { name: 'news.ycombinator.com' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'UTM sources' }).getByRole('cell', { name: `e2e-source-${run}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Devices' }).getByRole('row')).toHaveText([/^DeviceVisits/, 'mobile2', 'desktop1']);
  await expect(page.getByText('A visit is that visitor’s events with gaps under 30 minutes', { exact: false })).toBeAttached();

  const download = page.waitForEvent('download');
  await topPages.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`top-pages-${day}-to-${day}.csv`);
  expect(readFileSync(await saved.path(), 'utf8')).toBe('Page,Page views\r\n/advisory,2\r\n/,1\r\n/contact,1\r\n');
  await expect(page.locator('.figure-chart svg').first()).toBeVisible();
  // One day gives as many series points as series: Plot draws a warning glyph unless told the series.
  await expect(page.locator('.figure-chart').first()).not.toContainText('⚠');
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/analytics-hub');
  await expect(page.getByRole('heading', { name: 'Newsletter funnel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consent choices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead popups' })).toBeVisible();
  expect(refused, 'the charts keep to the content security policy').toEqual([]);
});
