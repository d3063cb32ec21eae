import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { developmentServiceRoleKey } from '../../server/config/developmentDefaults.ts';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { lastDays } from '../../src/lib/ownerDays.ts';
import { adminRows, adminToken } from './support/adminRows.ts';
import { asPersonsChrome, sessionId } from './support/analytics.ts';
import { freshEmail, signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { answeredConsent, guideOptedOut, storedBeforeLoad, visitorLayerReady } from './support/overlays.ts';

// The beacons of a page being left carry the browser's own user agent, which the backend drops as a bot's.
test.use({ launchOptions: asPersonsChrome });

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

/** The owner's zone, as /analytics names it; the console opens on the last 30 of its days. */
const ownerZone = 'Europe/London';

interface Goals {
  goals: { goal: string; sessions: number | null }[];
}
type LeadPopups = { kind: string; newsletter_subscribe: number }[];

/** An admin function's answer over the console's opening range, as the admin reads it through REST. */
async function consoleFigures<T>(request: APIRequestContext, name: string): Promise<T> {
  const { from, to } = lastDays(30, ownerZone, Date.now());
  const response = await request.post(`/rest/v1/rpc/${name}`, {
    headers: { apikey: localDemoAnonKey, authorization: `Bearer ${await adminToken(request)}` },
    data: { p_from: from, p_to: to, p_time_zone: ownerZone },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const goalSessions = (answer: Goals, goal: string) => answer.goals.find((entry) => entry.goal === goal)?.sessions ?? 0;
const exitThenSubscribed = (answer: LeadPopups) => answer.find((row) => row.kind === 'exit')?.newsletter_subscribe ?? 0;

test('a reader who subscribes after a lead popup is counted on the console as the goal and as "then subscribed"', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const subscribedBefore = goalSessions(await consoleFigures<Goals>(request, 'admin_analytics_goals'), 'subscribe');
  const thenSubscribedBefore = exitThenSubscribed(await consoleFigures<LeadPopups>(request, 'admin_lead_popups'));
  await answeredConsent(context, baseURL!, 'accept');
  await storedBeforeLoad(context, guideOptedOut);
  const email = freshEmail('popup-reader');

  await page.goto('/privacy');
  await visitorLayerReady(page);
  const usageRow = page.waitForResponse((response) => response.url().endsWith('/rest/v1/feature_usage'));
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null })),
  );
  const popup = page.getByRole('dialog', { name: 'Talk about AI in your team' });
  expect((await usageRow).ok()).toBe(true);
  await popup.getByRole('textbox', { name: 'Name' }).fill('Popup Reader');
  await popup.getByRole('textbox', { name: 'Email' }).fill(email);
  await popup.getByRole('button', { name: 'Continue to contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const contact = page.getByRole('region', { name: 'Send a message' });
  await contact.getByLabel('Message').fill('We would like to talk about AI in our planning team.');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Popup Reader' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Weekly insights on AI at work' });
  await card.getByLabel('Email address').fill(email);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(card.getByRole('status')).toContainText(email);

  // Leaving hands the queue to a beacon, and the next page sends again whatever was not confirmed.
  const session = await sessionId(page);
  await page.goto('/terms');
  const goalsOf = async () =>
    (await adminRows<{ name: string }>(request, 'analytics_events', `session_id=eq.${session}&name=in.(newsletter_subscribe,contact_sent)`))
      .map((row) => row.name)
      .sort();
  await expect.poll(goalsOf, { timeout: 20_000 }).toEqual(['contact_sent', 'newsletter_subscribe']);
  await page.reload();
  await visitorLayerReady(page);
  expect(await goalsOf(), 'a reload sends neither goal again').toEqual(['contact_sent', 'newsletter_subscribe']);

  await signInAsAdmin(page);
  await page.goto('/analytics');
  const goals = page.getByRole('region', { name: 'Goals' });
  const signUps = goals.getByRole('row').filter({ hasText: 'Newsletter sign-up' }).getByRole('cell').nth(2);
  await expect.poll(async () => Number(await signUps.textContent())).toBeGreaterThan(subscribedBefore);
  await expect(goals.getByRole('row').filter({ hasText: 'Contact message sent' }).getByRole('cell').nth(2)).not.toHaveText('—');

  await page.goto('/analytics-hub');
  const popups = page.getByRole('region', { name: 'Lead popups' });
  const exitRow = popups.getByRole('row').filter({ has: page.getByRole('cell', { name: 'exit', exact: true }) });
  await expect.poll(async () => Number(await exitRow.getByRole('cell').last().textContent())).toBeGreaterThan(thenSubscribedBefore);
});
