import { expect, test, type Page } from '@playwright/test';

/** The addresses the page asked the browser to prefetch. */
const prefetched = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname));

/** Pretends the browser reports this connection (the Network Information API), before any page script runs. */
async function connectionIs(page: Page, connection: { saveData: boolean; effectiveType: string }): Promise<void> {
  await page.addInitScript(
    (reported) => Object.defineProperty(navigator, 'connection', { value: reported, configurable: true }),
    connection,
  );
}

async function idle(page: Page): Promise<void> {
  await page.locator('html[data-visitor-layer="ready"]').waitFor({ state: 'attached' });
}

test('the main links in view are prefetched once the page is idle, and a link the pointer rests on too', async ({ page }) => {
  await page.goto('/welcome');
  await idle(page);
  await expect.poll(() => prefetched(page)).toContain('/ai-survival-kit');
  expect(await prefetched(page)).not.toContain('/contact');

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).hover();
  await expect.poll(() => prefetched(page)).toContain('/contact');
  expect((await prefetched(page)).filter((path) => path === '/contact')).toHaveLength(1);
});

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`nothing is prefetched when ${connection.saveData ? 'the reader asked to save data' : 'the connection is 2G'}`, async ({ page }) => {
    await connectionIs(page, connection);
    await page.goto('/welcome');
    await idle(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).hover();
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).focus();
    // The hover's short wait, and the main links' observer, have had their turn by now.
    await page.waitForTimeout(500);
    expect(await prefetched(page)).toEqual([]);
  });
}
