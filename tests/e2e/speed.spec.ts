import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../../src/lib/routes/publicPaths.ts';
import { recordDownloads, scriptBytes } from './support/downloads.ts';
import {
  answeredConsent,
  guideOptedOut,
  leadJustShown,
  storedBeforeLoad,
  visitorLayerReady,
  type ConsentAnswer,
} from './support/overlays.ts';
import { controlledByServiceWorker } from './support/serviceWorker.ts';

/** A first visit signed out: the page's own scripts until it settles, compressed, and everything it downloads. */
const firstVisitBudget = { scriptBytes: 20 * 1024, scriptFiles: 6, totalBytes: 78 * 1024 };
/** A returning reader who chose their consent and only reads; accepting analytics adds what they accepted. */
const returningScriptBytes = { reject: 6 * 1024, accept: 12 * 1024 } satisfies Record<ConsentAnswer, number>;

/** Markers only the bundles of React and supabase-js contain. */
const islandMarkers = [
  { name: 'React', marker: 'react.transitional.element' },
  { name: 'supabase-js', marker: 'GoTrueClient' },
];

/** Every script the page downloads, with the island bundles found in them. */
function recordIslandScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    for (const { name, marker } of islandMarkers) if (body.includes(marker)) found.push(`${name} in ${new URL(response.url()).pathname}`);
  });
  return found;
}

/** The pages a returning reader opens most. */
const returningPaths = ['/welcome', '/ai-survival-kit', '/ai-assessments', '/privacy'];

/** Waits until the page has loaded what it loads by itself: the idle work (visitor layer, prefetch, service worker) included. */
async function settle(page: Page): Promise<void> {
  await visitorLayerReady(page);
  await page.waitForLoadState('networkidle');
}

test('every public page, on a first visit signed out, stays within its script and byte budgets, with no island JavaScript', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const over: string[] = [];
  for (const path of publicPaths()) {
    // A browser of its own for each page, its service worker let in, as a first visitor's is.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const downloads = recordDownloads(page);
    const islands = recordIslandScripts(page);
    await page.goto(path);
    await settle(page);
    const bytes = scriptBytes(downloads.scripts);
    if (downloads.scripts.size > firstVisitBudget.scriptFiles || bytes > firstVisitBudget.scriptBytes) {
      over.push(`${path}: ${downloads.scripts.size} scripts, ${bytes} B (${[...downloads.scripts].join(', ')})`);
    }
    if (downloads.networkBytes() > firstVisitBudget.totalBytes) over.push(`${path}: ${downloads.networkBytes()} B in all`);
    over.push(...islands.map((island) => `${path}: ${island}`));
    await context.close();
  }
  expect(over).toEqual([]);
});

for (const answer of ['reject', 'accept'] as const) {
  test(`a returning reader who chose "${answer}" and only reads loads at most ${returningScriptBytes[answer] / 1024} KiB of script, and no island`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    await answeredConsent(context, baseURL ?? '', answer);
    await storedBeforeLoad(context, { ...guideOptedOut, ...leadJustShown(Date.now()) });
    // The earlier visit, when the reader chose: its service worker is there now.
    const earlier = await context.newPage();
    await earlier.goto('/welcome');
    await controlledByServiceWorker(earlier);
    await earlier.close();
    const over: string[] = [];
    for (const path of returningPaths) {
      // A tab of its own, so each page starts a browser session as a returning reader's does.
      const page = await context.newPage();
      const downloads = recordDownloads(page);
      const islands = recordIslandScripts(page);
      await page.goto(path);
      await settle(page);
      const bytes = scriptBytes(downloads.scripts);
      if (bytes > returningScriptBytes[answer]) over.push(`${path}: ${bytes} B (${[...downloads.scripts].join(', ')})`);
      // The site's stylesheet, which the earlier visit fetched, applies before the first paint (src/lib/shell/cachedSheets.ts).
      if ((await page.locator('head link[rel="stylesheet"][blocking="render"]').count()) === 0)
        over.push(`${path}: no stylesheet before the first paint`);
      over.push(...islands.map((island) => `${path}: ${island}`));
      await page.close();
    }
    await context.close();
    expect(over).toEqual([]);
  });
}

test('the same check sees an island where a page has one, once the reader starts using it (Get Started)', async ({ page }) => {
  const found = recordIslandScripts(page);
  await page.goto('/signup');
  await settle(page);
  expect(found).toEqual([]);
  await page.getByLabel('Email', { exact: true }).focus();
  await expect.poll(() => found.some((script) => script.startsWith('React in'))).toBe(true);
});
