import { expect, test } from '@playwright/test';

const toggle = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('button', { name: 'Sidebar' });
/** A keyboard shortcut works once the page's scripts have run. */
const scriptsRan = (page: import('@playwright/test').Page) => expect(page.locator('html')).toHaveAttribute('data-scripts', 'ran');

test('Ctrl+B collapses the sidebar to icons, remembers it for 7 days, and opens it again', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/welcome');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await scriptsRan(page);

  await page.keyboard.press('Control+b');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(604_800 - 60);
  expect(lifetime).toBeLessThanOrEqual(604_800);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
  const sidebarWidth = await page.locator('#sidebar').evaluate((element) => element.getBoundingClientRect().width);
  expect(sidebarWidth).toBe(48);

  await scriptsRan(page);
  await page.keyboard.press('Meta+b');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-sidebar', 'collapsed');
});

test('below 768 px the sidebar is a drawer: closed at first, focus moves in, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/welcome');
  const sidebar = page.getByRole('navigation', { name: 'Site', exact: true });
  await expect(sidebar).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  await toggle(page).click();
  await expect(sidebar).toBeVisible();
  expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(288);
  await expect(sidebar.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test('with JavaScript off the header, sidebar and footer links still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/welcome');
  await page.getByRole('navigation', { name: 'Site', exact: true }).getByRole('link', { name: 'AI Confidence Kit' }).click();
  await expect(page).toHaveURL(/\/ai-survival-kit$/);
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await context.close();
});
