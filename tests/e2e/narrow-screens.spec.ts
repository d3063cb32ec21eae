import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { routes, type RoutePath } from '../../src/lib/routes/index.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { adminToken } from './support/adminRows.ts';
import { labelsBelow } from './support/labelSizes.ts';
import { answeredConsent, guideOptedOut, leadJustShown, storedBeforeLoad } from './support/overlays.ts';

/** The narrowest phone the site is laid out for. */
const phone = { width: 360, height: 740 };
/** Around the header's breakpoints (480, 640 and 768 px) and on desktops. */
const widerScreens = [420, 479, 480, 560, 639, 640, 767, 768, 820, 900, 1024, 1280];

/**
 * What is wrong with the open page at this width. The page: it scrolls sideways, or an element
 * outside the header reaches past the right edge without a scrolling box of its own around it (a
 * paint containment would cut it off rather than scroll). The header: it cuts its name, the badge,
 * a link or a button short, pushes one out of the screen, or lets two overlap; the email beside
 * Sign out is shortened with an ellipsis by design, so only its box is checked.
 */
function layoutFaults(scope: 'page and header' | 'header'): string[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  const header = document.querySelector('header')!;
  const faults: string[] = [];
  const named = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${element.textContent?.trim().slice(0, 30)}"`;
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);

  if (scope === 'page and header') {
    if (root.scrollWidth > width) faults.push(`the page is ${root.scrollWidth} px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      if (header.contains(element) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1 || box.left >= width) continue;
      let scroller = element.parentElement;
      while (scroller && scroller !== document.body && !scrollsSideways(scroller)) scroller = scroller.parentElement;
      if (scroller === document.body || scroller === null) {
        faults.push(`${named(element)} reaches ${Math.round(box.right)} px`);
        break;
      }
    }
  }

  const parts = [...header.querySelectorAll('.badge, a, button, summary, [data-user-email]')].filter(shown);
  parts.forEach((element, index) => {
    const box = element.getBoundingClientRect();
    const where = `header at ${width} px: ${named(element)}`;
    if (box.left < 0 || box.right > width + 0.5) faults.push(`${where} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    if (!element.matches('[data-user-email]') && element.scrollWidth > element.clientWidth + 1)
      faults.push(`${where} is cut to ${element.clientWidth} of ${element.scrollWidth} px`);
    // A part inside another (the address inside its account link) is drawn within it, not over it.
    for (const other of parts.slice(index + 1).filter((part) => !element.contains(part))) {
      const next = other.getBoundingClientRect();
      if (Math.min(box.right, next.right) - Math.max(box.left, next.left) > 1) faults.push(`${where} overlaps ${named(other)}`);
    }
  });
  return faults;
}

/** The page's scripts have run (islands included) and its full stylesheets, added after the first paint, apply. */
const scriptsAndStylesheetsLoaded = () =>
  document.documentElement.dataset.scripts === 'ran' &&
  [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null);

/** Saved results with the longest role names, as the hub's history lists them. */
async function seedHistory(page: Page): Promise<void> {
  const token = await adminToken(page.request);
  for (const role of ['client-services-director', 'media-planner-offline', 'procurement-director']) {
    const response = await page.request.post('/rest/v1/assessment_results', {
      headers: { apikey: localDemoAnonKey, authorization: `Bearer ${token}` },
      data: {
        client_result_id: randomUUID(),
        role_id: role,
        content_version: '2025-11',
        overall_score: 64,
        level: 'Developing',
        dimension_scores: { strategy: 64 },
        answers: { q1: 2 },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The states that widened pages before: a history on the hub, the heatmap's group chosen from its dropdown. */
type Actor = 'visitor' | 'admin';
const pageStates: Partial<Record<RoutePath, (page: Page, actor: Actor) => Promise<void>>> = {
  '/ai-assessments': async (page, actor) => {
    // The header row and at least the three results seeded (a repeated run has seeded more).
    if (actor === 'admin')
      await expect(page.getByRole('table', { name: 'Your saved results, newest first' }).getByRole('row').nth(3)).toBeVisible();
  },
  '/ai-jobs-heatmap': async (page) => {
    const groups = page.getByLabel('Occupational group', { exact: true });
    // The scatter plot and the table, and their controls, arrive as their place nears the screen.
    await expect(async () => {
      await page.locator('jobs-chart').scrollIntoViewIfNeeded();
      await expect(groups).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const labels = await groups.locator('option').allTextContents();
    await groups.click();
    await groups.selectOption({ label: labels.toSorted((a, b) => b.length - a.length)[0]! });
    // The scatter is drawn 720 units wide and scaled down to the phone; the heatmap is a list there.
    expect(await page.evaluate(labelsBelow, 11), 'labels drawn under 11 px').toEqual([]);
  },
  '/ai-job-impact': async (page) => {
    await expect(page.locator('job-explorer [role=status]')).toHaveText(/^Showing \d+ of \d+ occupations\.$/, { timeout: 20_000 });
  },
};

/**
 * What the admin opens: every page a reader cannot, with one of the twenty role assessments (they
 * share one screen), and the hub, whose history only a signed-in person has. The public pages
 * carry the same header as the visitor's, with the admin's controls already seen on these.
 */
const roleScreens = routes.filter((route) => route.assessmentType);
const adminVisits = routes.filter((route) => route.access !== 'public' && (!route.assessmentType || route === roleScreens[0]));

async function phoneAs(browser: Browser, actor: Actor): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  await storedBeforeLoad(context, { ...guideOptedOut, ...leadJustShown(Date.now()) });
  if (actor === 'admin') await answeredConsent(context, test.info().project.use.baseURL!, 'reject');
  const page = await context.newPage();
  if (actor === 'admin') {
    await signInAsAdmin(page);
    await seedHistory(page);
  }
  return page;
}

test('no page scrolls sideways at 360 px, and the header cuts nothing short there or wider, signed out and as the admin', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const visits: { actor: Actor; paths: RoutePath[] }[] = [
    { actor: 'visitor', paths: routes.filter((route) => route.access === 'public').map((route) => route.path) },
    { actor: 'admin', paths: ['/ai-assessments', ...adminVisits.map((route) => route.path)] },
  ];
  const faults: string[] = [];
  for (const { actor, paths } of visits) {
    const page = await phoneAs(browser, actor);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForFunction(scriptsAndStylesheetsLoaded);
      await expect(page.locator('html')).toHaveAttribute('data-auth', actor === 'admin' ? 'signed-in' : 'signed-out');
      await pageStates[path]?.(page, actor);
      // An admin tool is drawn once the server has confirmed the admin: its layout is measured, not the loading line's.
      await expect(page.locator('.admin-tool').getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
      faults.push(...(await page.evaluate(layoutFaults, 'page and header' as const)).map((fault) => `${actor} ${path}: ${fault}`));
    }
    // The header is the same on every page; it is checked at the widths where it changes too.
    for (const width of widerScreens) {
      await page.setViewportSize({ width, height: phone.height });
      faults.push(...(await page.evaluate(layoutFaults, 'header' as const)).map((fault) => `${actor}: ${fault}`));
    }
    await page.context().close();
  }
  expect(faults).toEqual([]);
});
