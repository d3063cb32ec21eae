import { expect, type Page, test } from '@playwright/test';
import { routes } from '../../src/lib/routes/index.ts';
import { freshEmail, signInAsAdmin, signUpAndConfirm } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { type ExtraBackend, startExtraBackend } from './support/extraBackend.ts';
import { bandsAboveCardHeadings, wordsBrokenInTables } from './support/tableWords.ts';

/** The owner's console: every page of it is one admin tool on real data. */
const consolePages = [
  '/admin-workstation',
  '/analytics',
  '/analytics-hub',
  '/enterprise-ecosystem',
  '/publishing',
  '/admin/collaboration-zone',
  '/system-status',
  '/system-health',
  '/system-monitor',
  '/system-test',
  '/navigation-test',
  '/system-activation',
  '/deployment-sync',
  '/ai-apps-hub',
] as const;

// The admin's tour and the reader's tour share nothing, so they run side by side.
test.describe.configure({ mode: 'parallel' });

/** The data requests a page makes: REST and functions calls, except the admin-status check the guard itself needs. */
function recordDataRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(rest|functions)\/v1\//.test(pathname) && pathname !== '/functions/v1/admin-status')
      requested.push(`${request.method()} ${pathname}`);
  });
  return requested;
}

test('every console page loads its tool for the admin, with nothing for axe to find, no band above a card heading and no word broken in a table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  for (const path of consolePages) {
    await test.step(path, async () => {
      await page.goto(path);
      const tool = page.locator('.admin-tool');
      await expect(tool).toBeVisible();
      await expect(tool).not.toContainText('Loading');
      await expect(tool.getByRole('alert')).toHaveCount(0);
      expect(await axeFindings(page, '#main'), path).toEqual([]);
      // The sidebar leads with the console's tools, the current one marked.
      const consoleNav = page.locator('#sidebar [data-admin-nav]');
      await expect(consoleNav.locator('.nav-link').first()).toHaveAttribute('href', '/admin-workstation');
      await expect(consoleNav.locator('[aria-current="page"]')).toHaveAttribute('href', path);
      expect(await bandsAboveCardHeadings(page), path).toEqual([]);
      expect(await wordsBrokenInTables(page), path).toEqual([]);
    });
  }
});

test('a signed-in reader who is not the admin gets the Admin Access Required card on every console page, and no data is requested', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, freshEmail('not-admin'));
  const requested = recordDataRequests(page);
  for (const path of consolePages) {
    await test.step(path, async () => {
      requested.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested, `${path} requested`).toEqual([]);
      await expect(page.locator('.admin-tool')).toBeHidden();
    });
  }
});

// A backend of its own started with --demo: the suite's shared backend holds the other specs' rows.
test.describe('with the sample data (npm start -- --demo)', () => {
  const port = Number(process.env.E2E_PORT ?? 4399) + 9;
  let backend: ExtraBackend;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    backend = await startExtraBackend(port, {}, undefined, ['--demo']);
  });
  test.afterAll(async () => {
    await backend?.stop();
  });

  test('every admin tool of the route table shows data, never its empty state', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const adminPaths = routes.filter((route) => route.access === 'admin');
    const empty: string[] = [];
    for (const { path } of adminPaths) {
      await page.goto(path);
      const tool = page.locator('#main');
      await expect(tool.locator('.admin-state[role="status"]'), path).toHaveCount(0, { timeout: 15_000 });
      await expect(tool.locator('.admin-state[role="alert"]'), path).toHaveCount(0);
      const says = await tool.locator('[data-empty]').allInnerTexts();
      if (says.length > 0) empty.push(`${path}: ${says.join(' | ')}`);
    }
    expect(empty).toEqual([]);
  });
});
