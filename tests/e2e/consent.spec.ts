import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminRows } from './support/adminRows.ts';

interface ConsentRow {
  session_id: string;
  analytics_consent: boolean;
  personalization_consent: boolean;
  marketing_consent: boolean;
  privacy_notice_version: string | null;
}
interface LogRow extends ConsentRow {
  action: string;
  ip_address: null;
  user_agent: string;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy settings' });
const footerSettings = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === name);
  return cookie && decodeURIComponent(cookie.value);
}

async function storedChoice(page: Page): Promise<unknown> {
  const value = await cookieValue(page, 'cookie_consent');
  return value === undefined ? undefined : JSON.parse(value);
}

/** The consent record and the log of this browser's session, once the outbox delivered them. */
async function rowsOf(page: Page, logCount: number) {
  const sessionId = await cookieValue(page, 'session_id');
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  const filter = `session_id=eq.${sessionId}`;
  await expect.poll(async () => (await adminRows<LogRow>(page.request, 'consent_log', filter)).length).toBe(logCount);
  const [record] = await adminRows<ConsentRow>(page.request, 'user_consent', filter);
  const log = await adminRows<LogRow>(page.request, 'consent_log', `${filter}&order=created_at.asc`);
  return { record, log };
}

const choice = (analytics: boolean, personalization: boolean, marketing: boolean) => ({ analytics, personalization, marketing });

// Lead popups (another layer) stay in their 24 h cool-down, so they never cover the dialog here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lead-popup-state', JSON.stringify({ lastShown: Date.now(), kind: 'timed' })));
});

test('the banner asks on a first visit and never again once answered, even after a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => storedChoice(page)).toEqual(choice(false, false, false));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  // A new tab has a fresh session storage: only the cookie remembers the answer there.
  const laterVisit = await page.context().newPage();
  await laterVisit.goto('/privacy');
  await expect(laterVisit.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(laterVisit)).toBeHidden();
});

test('Reject all stores all three off in the cookie, the record and the log', async ({ page }) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(false, false, false));
  const { record, log } = await rowsOf(page, 1);
  expect(record).toMatchObject({ analytics_consent: false, personalization_consent: false, marketing_consent: false });
  expect(record?.privacy_notice_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(log[0]).toMatchObject({ action: 'reject_all', analytics_consent: false, ip_address: null });
  expect(log[0]?.user_agent).toContain('Chrome');
});

test('Accept all stores all three on', async ({ page }) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(true, true, true));
  const { record, log } = await rowsOf(page, 1);
  expect(record).toMatchObject({ analytics_consent: true, personalization_consent: true, marketing_consent: true });
  expect(log.map((row) => row.action)).toEqual(['accept_all']);
});

test('Customise then Save preferences stores exactly the switches chosen', async ({ page }) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  await expect(dialog(page)).toBeVisible();
  for (const name of ['Analytics', 'Personalisation', 'Marketing'])
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
  await dialog(page).getByRole('switch', { name: 'Marketing' }).check();
  await dialog(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => storedChoice(page)).toEqual(choice(false, false, true));
  const { record, log } = await rowsOf(page, 1);
  expect(record).toMatchObject({ analytics_consent: false, personalization_consent: false, marketing_consent: true });
  expect(log.map((row) => row.action)).toEqual(['customize']);
});

test('Cookie settings in the footer shows the current choice, Escape and Cancel change nothing, and withdrawing works', async ({
  page,
}) => {
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(true, true, true));
  await page.goto('/privacy');

  await footerSettings(page).click();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog(page).getByRole('switch', { name: 'Analytics' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(footerSettings(page)).toBeFocused();

  await footerSettings(page).click();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog(page).getByRole('switch', { name: 'Personalisation' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedChoice(page)).toEqual(choice(true, true, true));

  await footerSettings(page).click();
  await dialog(page).getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(false, true, true));
  const { record, log } = await rowsOf(page, 2);
  expect(record).toMatchObject({ analytics_consent: false, personalization_consent: true });
  expect(log.map((row) => row.action)).toEqual(['accept_all', 'customize']);

  await page.reload();
  await footerSettings(page).click();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Personalisation' })).toBeChecked();
});

test('a choice made while the backend is down is stored once it is back', async ({ page }) => {
  await page.route('**/rest/v1/**', (route) => route.abort());
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(false, false, false));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('consent-outbox'))).toContain('reject_all');
  await page.unroute('**/rest/v1/**');
  await page.goto('/privacy');
  const { log } = await rowsOf(page, 1);
  expect(log.map((row) => row.action)).toEqual(['reject_all']);
});

test('a build without a measurement ID defines no gtag and asks no third party for anything', async ({ page, baseURL }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => new URL(request.url()).origin !== new URL(baseURL!).origin && thirdParty.push(request.url()));
  await page.goto('/welcome');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => storedChoice(page)).toEqual(choice(true, true, true));
  await page.reload();
  expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
  expect(thirdParty).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no banner shows and Cookie settings leads to the privacy notice', async ({ page }) => {
    await page.goto('/welcome');
    await expect(banner(page)).toBeHidden();
    await expect(footerSettings(page)).toHaveAttribute('href', '/privacy#cookies');
  });
});

test('the banner and the settings dialog have no serious or critical accessibility problems', async ({ page }) => {
  test.slow(); // Two full axe runs take several seconds on a loaded runner.
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  await page.goto('/welcome');
  await expect(banner(page)).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'privacy notice' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Customise' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeFocused();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(banner(page).getByRole('button', { name: 'Customise' })).toBeFocused();
});
