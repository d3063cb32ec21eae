import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the Page Not Found page and its links', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of [/home/i, /AI Confidence Kit/i, /leadership assessments/i, /advisory/i, /about/i, /contact/i]) {
    await expect(main.getByRole('link', { name }).first()).toBeVisible();
  }
  // Admin tools would turn a reader away a second time.
  for (const name of [/\bwork\b/i, /books/i, /voice AI/i, /AI ecosystem/i]) await expect(main.getByRole('link', { name })).toHaveCount(0);
});
