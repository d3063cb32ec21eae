import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe.ts';

/**
 * The reader pages of published content as a signed-out reader meets them on a build with nothing
 * published (CI, a fresh clone): each says what to do instead, is accessible, and the feeds it
 * names answer and parse. A piece's own page, live after the owner publishes, is the publishing
 * journey's (publish, wait for live, read, find it in /rss.xml).
 */

test('/articles with nothing published points to the newsletter, whose form is on the page', async ({ page }) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No articles yet' })).toBeVisible();
  await page.getByRole('link', { name: 'issues sent so far' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 2, name: 'No issues sent yet' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('/articles names its feed in the head, and the feed and the brand feed answer and parse', async ({ page, request }) => {
  await page.goto('/articles');
  expect(await axeFindings(page)).toEqual([]);
  const feedHref = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  expect(feedHref).toBe('/rss.xml');
  const rss = await request.get(feedHref ?? '');
  expect(rss.status()).toBe(200);
  const channel = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        parsed: document.querySelector('parsererror') === null,
        title: document.querySelector('rss > channel > title')?.textContent ?? '',
        items: document.querySelectorAll('item').length,
      };
    },
    await rss.text(),
  );
  expect(channel).toMatchObject({ parsed: true, items: 0 });
  expect(channel.title).toMatch(/articles/);

  const brand = await request.get('/data/brand.json');
  expect(brand.status()).toBe(200);
  expect(await brand.json()).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', items: [] });
});
