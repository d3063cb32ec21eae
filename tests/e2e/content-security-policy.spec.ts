import { expect, test, type Page } from '@playwright/test';
import { afterPaintFiles } from '../../integrations/afterPaintLoader.ts';
import { publicPaths, routes } from '../../src/lib/routes/index.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { consentBanner } from './support/analytics.ts';
import { builtHtml } from './support/downloads.ts';
import { visitorLayerReady } from './support/overlays.ts';

/**
 * One page of each kind: pages that start the same scripts and islands run the same code, so they
 * can only differ in their inline content, whose hashes the build writes into each page's policy.
 * The twenty role assessments are one kind, the admin tools' pages another. The 404 page too.
 */
function onePageOfEachKind(): string[] {
  const kinds = new Map<string, string>();
  for (const { path } of routes) {
    const html = builtHtml(path);
    const starts = [...afterPaintFiles(html), ...[...html.matchAll(/component-url="([^"]+)"/g)].map((match) => match[1])];
    const kind = [...new Set(starts)].sort().join(' ');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values(), '/no-such-page'];
}

declare global {
  interface Window {
    reportCspViolation?: (description: string) => void;
  }
}

/**
 * Every Content-Security-Policy violation the pages report, across navigations: the
 * `securitypolicyviolation` events (a blocked eval included, even one the page catches) and
 * Chromium's console errors about the policy.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  const where = () => new URL(page.url()).pathname;
  await page.exposeFunction('reportCspViolation', (description: string) => found.push(`${where()}: ${description}`));
  await page.addInitScript(() => {
    addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.reportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) found.push(`${where()}: ${message.text()}`);
  });
  return found;
}

/** Waits until the page has loaded what it loads by itself: the visitor layer at idle, islands, analytics. */
async function settle(page: Page): Promise<void> {
  await visitorLayerReady(page);
  await page.waitForLoadState('networkidle');
}

test('no kind of page reports a CSP violation to an administrator who accepted analytics', async ({ page }) => {
  // A dozen kinds of page, each with its islands, in one browser context.
  test.setTimeout(10 * 60_000);
  const violations = await recordViolations(page);
  await signInAsAdmin(page);
  await page.goto('/welcome');
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(consentBanner(page)).toBeHidden();
  for (const path of onePageOfEachKind()) {
    await page.goto(path);
    await settle(page);
  }
  expect(violations).toEqual([]);
});

test('the sitemap is counted from the origin the page is served on, not the address the build was given', async ({ page }) => {
  const violations = await recordViolations(page);
  const counted = page.waitForEvent('console', (message) => /sitemap/i.test(message.text()));
  await page.goto('/welcome');
  expect((await counted).text()).toBe(`Sitemap lists ${publicPaths().length} pages.`);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listedOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '').origin;
  expect(listedOrigin, 'the build must name another origin than the one under test').not.toBe(new URL(page.url()).origin);
  expect(violations).toEqual([]);
});
