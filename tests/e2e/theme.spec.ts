import { expect, test, type Page } from '@playwright/test';

/**
 * Records whether <html> was dark at the moment <body> was inserted, before anything can paint:
 * a theme applied later than that would flash the wrong colours.
 */
async function recordThemeAtFirstBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody = document.documentElement.classList.contains('dark');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const darkAtFirstBody = (page: Page) => page.evaluate(() => (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody);
const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme:/ });

test('the theme toggle cycles light, dark and system, and the choice survives a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordThemeAtFirstBody(page);
  await page.goto('/welcome');
  await expect(themeButton(page)).toHaveAccessibleName(/^Theme: System/);

  await themeButton(page).click();
  await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Light/);
  await themeButton(page).click();
  await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Dark/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  expect(await darkAtFirstBody(page)).toBe(true);
  await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Dark/);
});

test('the system choice follows the operating system from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordThemeAtFirstBody(page);
  await page.goto('/welcome');
  expect(await darkAtFirstBody(page)).toBe(true);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await darkAtFirstBody(page)).toBe(false);
});
