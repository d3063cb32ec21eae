import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cachedUrls, controlledByServiceWorker } from './support/serviceWorker.ts';

// The worker is what these tests are about (playwright.config.ts keeps it out of the others).
test.use({ serviceWorkers: 'allow' });

const keptOnThisDevice = ['Welcome', 'AI Confidence Kit', 'Assessment Hub', 'Advisory', 'Contact', 'Privacy'];

test('the kit still opens and its plan still ticks offline; an unkept page gets the offline page, which lists what is kept', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/ai-survival-kit');
  await controlledByServiceWorker(page);
  // Read online once, so the worker keeps it as it is visited.
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/ai-survival-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Confidence Kit' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Day 3:/ }).check();
  await expect(page.getByText('1 of 7 days done')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Day 3:/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Day 4:/ }).check();
  await expect(page.getByText('2 of 7 days done')).toBeVisible();
  // The self-check's scoring loads with its first use; the worker keeps it for offline reading.
  for (const statement of await page.locator('kit-self-check fieldset').all()) await statement.getByRole('radio').last().check();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { name: /Your confidence: 100 out of 100/ })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'Kept on this device' });
  for (const name of keptOnThisDevice) await expect(kept.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pages you read on this device' }).getByRole('link', { name: 'About', exact: true }),
  ).toHaveAttribute('href', '/public');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
  ).toEqual([]);
  await context.setOffline(false);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the offline page names the pages kept on the device', async ({ page }) => {
    await page.goto('/offline');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const kept = page.getByRole('region', { name: 'Kept on this device' });
    for (const name of keptOnThisDevice) await expect(kept.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pages you read on this device' })).toBeHidden();
  });
});

test('the backend is never answered from the cache, and a link token never reaches Cache Storage', async ({ page }) => {
  test.slow();
  await page.goto('/welcome');
  await controlledByServiceWorker(page);
  const backendResponses: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (/\/(auth|rest|functions)\/v1\//.test(response.url()))
      backendResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  // A mail's confirmation link: the page calls /auth/v1 with the token, which fails, as it should.
  await page.goto('/confirm?token_hash=secret-token-123&type=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await page.evaluate(async () => {
    const headers = { apikey: 'x' };
    await Promise.all([
      fetch('/auth/v1/health', { headers }),
      fetch('/rest/v1/consent_records?select=id', { headers }),
      fetch('/functions/v1/newsletter-subscribe', { method: 'POST', headers, body: '{}' }),
    ]);
  });
  await expect.poll(() => backendResponses.length).toBeGreaterThanOrEqual(3);
  expect(backendResponses.filter((response) => response.fromServiceWorker)).toEqual([]);

  const cached = await cachedUrls(page);
  expect(cached.map(({ key }) => new URL(key).pathname)).toContain('/confirm');
  expect(cached.filter(({ key, responseUrl }) => /\/(auth|rest|functions|storage)\/v1\//.test(key + responseUrl))).toEqual([]);
  expect(cached.filter(({ key, responseUrl }) => `${key} ${responseUrl}`.includes('secret-token-123'))).toEqual([]);
});
