import { expect, test, type Page } from '@playwright/test';
import { answeredConsent, guideOptedOut, leadJustShown, storedBeforeLoad } from './support/overlays.ts';

/** Public pages a visitor lands on; none needs an island for a reader who only reads. */
const publicPaths = ['/welcome', '/public', '/advisory', '/contact', '/privacy', '/ai-survival-kit', '/ai-assessments', '/auth', '/signup'];

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

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The visitor layer starts at idle; give it time to load whatever it would load.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
  await page.waitForLoadState('networkidle');
}

async function readPublicPages(page: Page): Promise<void> {
  for (const path of publicPaths) {
    await page.goto(path);
    await settle(page);
  }
}

for (const answer of ['accept', 'reject'] as const) {
  test(`a returning visitor who chose "${answer}" downloads no island JavaScript on the public pages`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await answeredConsent(context, baseURL ?? '', answer);
    await storedBeforeLoad(context, { ...guideOptedOut, ...leadJustShown(Date.now()) });
    const found = recordIslandScripts(page);
    await readPublicPages(page);
    expect(found).toEqual([]);
  });
}

test('a first visit reads the public pages without any island JavaScript either', async ({ page }) => {
  test.slow();
  const found = recordIslandScripts(page);
  await readPublicPages(page);
  expect(found).toEqual([]);
});

test('the same check sees an island where a page has one, once the reader starts using it (Get Started)', async ({ page }) => {
  const found = recordIslandScripts(page);
  await page.goto('/signup');
  await settle(page);
  expect(found).toEqual([]);
  await page.getByLabel('Email', { exact: true }).focus();
  await expect.poll(() => found.some((script) => script.startsWith('React in'))).toBe(true);
});
