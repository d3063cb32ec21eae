import { expect, test } from '@playwright/test';
import { adminNavigation } from '../../src/lib/shell/navigation.ts';
import { signInAsAdmin } from './support/accounts.ts';

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

/** The admin menu's parts that lie outside what its panel and the screen show: none when every one is in view. */
function outOfView(selector: string): string[] {
  const panel = document.querySelector('.admin-menu-panel')!;
  const shown = panel.getBoundingClientRect();
  const faults = panel.scrollWidth > panel.clientWidth ? [`the panel is ${panel.scrollWidth} px wide in ${panel.clientWidth}`] : [];
  for (const part of panel.querySelectorAll(selector)) {
    const box = part.getBoundingClientRect();
    const inside = box.left >= shown.left && box.right <= shown.right && box.top >= shown.top && box.bottom <= shown.bottom;
    if (!inside || box.bottom > innerHeight || box.right > innerWidth)
      faults.push(`${part.textContent} at ${Math.round(box.left)}, ${Math.round(box.top)}`);
  }
  return faults;
}

test('the Admin pages menu shows every admin group at 1280, 1440 and 1920 px, and the keyboard reaches each of its links in view', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin-workstation');
  const summary = page.getByRole('banner').locator('summary', { hasText: 'Admin pages' });
  const panel = page.locator('.admin-menu-panel');
  const titles = adminNavigation().map((group) => group.title);
  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await summary.click();
    await expect(panel.locator('.nav-group-title')).toHaveText(titles);
    expect(await page.evaluate(outOfView, '.nav-group-title'), `at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }

  // The narrowest width that shows the menu: the panel scrolls, and each link Tab reaches is brought into view.
  await page.setViewportSize({ width: 640, height: 700 });
  await summary.focus();
  await page.keyboard.press('Enter');
  // A folded group (the readers' assessments) keeps its links closed until its title is opened.
  const links = await panel.getByRole('link').count();
  const openGroups = adminNavigation().filter((group) => !group.folded);
  expect(links).toBe(openGroups.flatMap((group) => group.sections.flatMap((section) => section.links)).length);
  for (let index = 0; index < links; index += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.admin-menu-panel') !== null), `Tab ${index + 1}`).toBe(true);
    expect(await page.evaluate(outOfView, 'a:focus'), `Tab ${index + 1}`).toEqual([]);
  }
});
