import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answeredConsent, guideOptedOut, storedBeforeLoad, visitorLayerReady } from './support/overlays.ts';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Talk about AI in your team' });
const day = 24 * 60 * 60 * 1000;

/** Every request for the popup's own code, to prove it loads only after a trigger. */
function popupCodeRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/leadPopup\.[\w-]+\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await answeredConsent(context, baseURL!, 'reject');
  await storedBeforeLoad(context, guideOptedOut);
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
});

test('a popup appears after 20 seconds on the page, not before, and its code loads only then', async ({ page }) => {
  const requests = popupCodeRequests(page);
  await page.goto('/privacy');
  await visitorLayerReady(page);
  await page.clock.runFor(19_000);
  await expect(popup(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  await page.clock.runFor(1_500);
  await expect(popup(page)).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(popup(page).getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(popup(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test('scrolling past 60 % of the page opens the popup', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/privacy');
  await visitorLayerReady(page);
  await scrollToShare(page, 0.4);
  await page.clock.runFor(500);
  await expect(popup(page)).toHaveCount(0);
  await scrollToShare(page, 0.7);
  await expect(popup(page)).toBeVisible();
});

/**
 * Scrolls to a share of the page as a reader gets there: sections are laid out as they near the
 * viewport (content-visibility), so the page's height settles after a jump, and the reader's next
 * scroll lands on the share of the settled page.
 */
async function scrollToShare(page: Page, share: number): Promise<void> {
  for (let step = 0; step < 2; step += 1) {
    await page.evaluate((to) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * to), share);
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  }
}

test('the pointer leaving through the top edge opens the popup; through a side it does not', async ({ page }) => {
  await page.goto('/privacy');
  await visitorLayerReady(page);
  const leave = (clientX: number, clientY: number) =>
    page.evaluate(
      ([x, y]) =>
        document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: x, clientY: y, relatedTarget: null })),
      [clientX, clientY],
    );
  await leave(-1, 300);
  await expect(popup(page)).toHaveCount(0);
  await leave(400, -1);
  await expect(popup(page)).toBeVisible();
});

test('Escape and the close button close it; it stays away for 24 hours and comes back after', async ({ page }) => {
  await page.goto('/privacy');
  await visitorLayerReady(page);
  await page.clock.runFor(21_000);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);

  await page.clock.setSystemTime(new Date('2026-03-03T08:59:00Z'));
  await page.goto('/terms');
  await visitorLayerReady(page);
  await page.clock.runFor(21_000);
  await expect(popup(page)).toHaveCount(0);

  await page.clock.setSystemTime(new Date(Date.parse('2026-03-02T09:00:21Z') + day + 60_000));
  await page.goto('/terms');
  await visitorLayerReady(page);
  await page.clock.runFor(21_000);
  await expect(popup(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
});

test('never on the contact page, whatever the visitor does, and its code is never fetched there', async ({ page }) => {
  const requests = popupCodeRequests(page);
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/contact');
  await visitorLayerReady(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })),
  );
  await page.clock.runFor(30_000);
  await expect(popup(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('the button leads to the contact page with what was typed filled in, and a toast, without checking the fields', async ({ page }) => {
  await page.goto('/privacy');
  await visitorLayerReady(page);
  await page.clock.runFor(21_000);
  await popup(page).getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await popup(page).getByRole('textbox', { name: 'Email' }).fill('not an address');
  await page.getByRole('button', { name: 'Continue to contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('One step left')).toBeVisible();
  const form = page.getByRole('region', { name: 'Send a message' });
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Email')).toHaveValue('not an address');
});

test('the open popup takes no focus and leaves Enter to the page; Tab reaches it and Escape closes it', async ({ page }) => {
  await page.goto('/privacy');
  await visitorLayerReady(page);
  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  await page.clock.runFor(21_000);
  await expect(popup(page)).toBeVisible();
  await expect(link).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await popup(page).getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
});

test('never to a signed-in reader', async ({ page, context }) => {
  await storedBeforeLoad(context, { 'strategist-auth': { user: { id: '00000000-0000-4000-8000-000000000001' } } });
  const requests = popupCodeRequests(page);
  await page.goto('/privacy');
  await visitorLayerReady(page);
  await page.clock.runFor(30_000);
  await expect(popup(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('waits while the reader is in a form field, and until a few seconds after the last key', async ({ page }) => {
  await page.goto('/privacy');
  await visitorLayerReady(page);
  const email = page.getByRole('region', { name: 'Weekly insights on AI at work' }).getByLabel('Email address');
  await email.focus();
  await email.pressSequentially('reader@exa');
  await page.clock.runFor(30_000);
  await expect(popup(page)).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeVisible();
  await expect(email).toHaveValue('reader@exa');
});

test.describe('the usage row', () => {
  test('is stored with analytics consent, naming the trigger', async ({ page, context, baseURL }) => {
    await answeredConsent(context, baseURL!, 'accept');
    await page.goto('/privacy');
    await visitorLayerReady(page);
    const insert = page.waitForRequest((request) => request.url().endsWith('/rest/v1/feature_usage') && request.method() === 'POST');
    const answer = page.waitForResponse((response) => response.url().endsWith('/rest/v1/feature_usage'));
    await page.clock.runFor(21_000);
    await expect(popup(page)).toBeVisible();
    expect((await insert).postDataJSON()).toMatchObject({
      feature: 'lead_timed',
      session_id: expect.any(String),
      client_event_id: expect.any(String),
    });
    expect((await answer).ok()).toBe(true);
  });

  test('is not sent without analytics consent', async ({ page }) => {
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/feature_usage')) inserts.push(request.url());
    });
    await page.goto('/privacy');
    await visitorLayerReady(page);
    await page.clock.runFor(21_000);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    expect(inserts).toEqual([]);
  });
});
