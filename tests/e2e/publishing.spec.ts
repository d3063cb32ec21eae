import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { hazards } from '../hostile/injectedContent.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { type ExtraBackend, startExtraBackend } from './support/extraBackend.ts';

/**
 * The "done when", as a new owner would try it: write an article, press Publish, see it
 * live, then read it as a signed-out reader and find it in the feed. Publishing rebuilds the site
 * for real (astro build, about half a minute), so this spec runs its own backend over its own copy
 * of dist/: the suite's shared server and dist/ are never rebuilt under the other specs.
 */
const port = Number(process.env.E2E_PORT ?? 4399) + 6;
const title = 'Five questions before your first AI pilot';
const slug = 'five-questions-before-your-first-ai-pilot';
let site: ExtraBackend;
let folder: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'publishing-site-'));
  await cp('dist', join(folder, 'dist'), { recursive: true });
  site = await startExtraBackend(port, {}, join(folder, 'dist'));
});

test.afterAll(async () => {
  await site?.stop();
  await rm(folder, { recursive: true, force: true });
});

const contextOn = (browser: Browser) => browser.newContext({ baseURL: site.url });

// Stored script in every form a reader once met it in, and a video the owner may embed.
const injected = [
  "<script>alert('x')</script>",
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(2)</script>"></iframe>',
  '<img src="/favicon.svg" onerror="alert(3)" onload="alert(4)" alt="The site’s mark">',
  '[A script link](javascript:alert(5))',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="The pilot, in five minutes" allowfullscreen></iframe>',
];
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** Every alert a page opens: none may, in the editor's preview or on the public page. */
function alertsOn(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

const radarEntries = { public: 'Evaluation sets before launch', private: 'An unannounced vendor' };

/** On /ai-ecosystem: a public entry and a private one, both in assess, and the public one moved to trial with its reason. */
async function placeOnTheRadar(page: Page) {
  await page.goto('/ai-ecosystem');
  for (const [name, isPublic] of [
    [radarEntries.public, true],
    [radarEntries.private, false],
  ] as const) {
    await page.getByRole('button', { name: 'Add an entry' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Rationale').fill(isPublic ? 'Forty real questions with known answers catch more than any demo.' : 'Not yet.');
    await page.getByLabel('Public: show it on /radar').setChecked(isPublic);
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: radarEntries.public, exact: true }).click();
  await page.getByLabel('Move to').selectOption('trial');
  await page.getByLabel('Why it moves').fill('Two teams caught a regression with one before launch.');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ring: Trial' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Moves, newest first' })).toContainText(
    'Assess → Trial. Two teams caught a regression with one before launch.',
  );
  expect(await axeFindings(page, '#main')).toEqual([]);
}

test('the owner publishes an article and a radar entry, and a signed-out reader finds them on their pages and in the feed', async ({
  browser,
}) => {
  // One real build of the whole site runs inside this test: about a minute on a quiet machine,
  // two or more on a loaded one (npm run bench:rebuild measures it).
  test.setTimeout(300_000);
  const owner = await contextOn(browser);
  const page = await owner.newPage();
  const ownerAlerts = alertsOn(page);
  await signInAsAdmin(page);
  await placeOnTheRadar(page);
  await page.goto('/publishing?new=article');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Summary').fill('What to settle before a first pilot starts, so it ends with a decision.');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      `## 1. Which decision will the pilot inform?\n\nName it before you choose a tool.\n\n${injected.join('\n\n')}\n\n## 2. Who owns it?\n\nOne person, by name.`,
    );
  const pressedAt = Date.now();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  const live = page.getByRole('status').filter({ hasText: 'Live:' });
  await expect(live).toBeVisible({ timeout: 240_000 });
  await expect(live.getByRole('link', { name: `/articles/${slug}` })).toHaveAttribute('href', `/articles/${slug}`);
  expect(ownerAlerts).toEqual([]);
  await owner.close();

  const reader = await contextOn(browser);
  const article = await reader.newPage();
  const readerAlerts = alertsOn(article);
  const frameRequests: string[] = [];
  await article.route('https://www.youtube-nocookie.com/**', (route) => {
    frameRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>The player</p>' });
  });
  const response = await article.goto(`/articles/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // With an article published, the reader's navigation lists the section.
  await expect(
    article.getByRole('navigation', { name: 'Site', exact: true }).getByRole('link', { name: 'Articles', exact: true }),
  ).toBeVisible();
  expect(await axeFindings(article, 'main')).toEqual([]);

  // The page holds none of the injected forms, and its policy allows none of their scripts.
  const prose = selectOne<AnyNode, Element>('[data-published-content]', parseDocument((await response?.text()) ?? ''));
  expect(textContent(prose ?? [])).toContain('Name it before you choose a tool.');
  expect(hazards(prose?.children ?? [])).toEqual([]);
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const code of ["alert('x')", 'alert(‘x’)', 'alert(1)', 'alert(2)']) expect(policy).not.toContain(hashOf(code));
  // The video loads only when the reader asks, from the one origin the policy allows for it, sandboxed.
  expect(frameRequests).toEqual([]);
  // The button is drawn with the page; its script arrives after the first paint.
  await article.waitForLoadState('networkidle');
  await article.getByRole('button', { name: 'Load the YouTube player' }).click();
  const player = article.locator('iframe.embed-frame');
  await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(article.frameLocator('iframe.embed-frame').getByText('The player')).toBeVisible();
  expect(frameRequests).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
  await expect(article.getByRole('link', { name: 'Watch on YouTube: The pilot, in five minutes' })).toBeVisible();
  expect(readerAlerts).toEqual([]);

  // The same rebuild drew /radar: the public entry with its rationale and new ring, never the private one.
  await article.goto('/radar');
  const radar = article.locator('main');
  await expect(radar.getByRole('heading', { name: `${radarEntries.public} Trial` })).toBeVisible();
  await expect(radar).toContainText('Forty real questions with known answers catch more than any demo.');
  await expect(radar).not.toContainText(radarEntries.private);
  expect(await axeFindings(article, 'main')).toEqual([]);

  const feed = await (await article.request.get('/rss.xml')).text();
  const item = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '').find((text) => text.includes(title));
  expect(item, 'the article is an item of /rss.xml').toBeDefined();
  expect(item).toContain(`/articles/${slug}</link>`);
  const published = Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item ?? '')?.[1] ?? '');
  // Dated when it was published: after Publish was pressed (to the second an RFC 822 date keeps), and not later than now.
  expect(published).toBeGreaterThanOrEqual(Math.floor(pressedAt / 1000) * 1000);
  expect(published).toBeLessThanOrEqual(Date.now());
  await reader.close();
});
