import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { freshEmail, signInAsAdmin, signUpAndConfirm } from './support/accounts.ts';
import { labelsBelow } from './support/labelSizes.ts';

/** The data set's sizes (src/data/ai-exposure/README.md): 785 scored occupations in 22 major groups. */
const occupationCount = 785;
const groupCount = 22;
/** The explorer fetches half a megabyte of rows and draws 785 × 23 cells: on a loaded runner that takes seconds. */
const explorerLoad = 20_000;

type Account = 'reader' | 'admin';
type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One sign-up per account for the whole file: each test opens its own context with the saved session. */
const savedStates = new Map<Account, SavedState>();

async function sessionFor(browser: Browser, account: Account): Promise<SavedState> {
  const saved = savedStates.get(account);
  if (saved) return saved;
  const context = await browser.newContext();
  const page = await context.newPage();
  await (account === 'admin' ? signInAsAdmin(page) : signUpAndConfirm(page, freshEmail('jobs')));
  const state = await context.storageState();
  await context.close();
  savedStates.set(account, state);
  return state;
}

const test = base.extend<{ openAs: (account: Account, path: string) => Promise<Page> }>({
  openAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, path) => {
      const context = await browser.newContext({ storageState: await sessionFor(browser, account) });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * The heatmap page and the explorer hold thousands of nodes, and a role query over a whole page
 * that big takes seconds on a busy runner. So the big parts are found once by their container
 * and queried inside it; controls are still found by their labels and roles.
 */
const chart = (page: Page) => page.locator('jobs-chart');
const occupationRows = (page: Page) => chart(page).locator('table[data-exposure-table] tbody tr');
const shownRows = (page: Page) => chart(page).locator('table[data-exposure-table] tbody tr:not([hidden])');
const points = (page: Page) => chart(page).locator('[data-points] circle');
const chartStatus = (page: Page) => chart(page).locator('output');

async function openHeatmap(openAs: (account: Account, path: string) => Promise<Page>): Promise<Page> {
  const page = await openAs('reader', '/ai-jobs-heatmap');
  await expect(page.locator('h1')).toHaveText('AI jobs impact heatmap');
  // The scatter plot and the table are fetched as their place nears the screen; the page's late
  // stylesheets may move it after the scroll, so the scroll is repeated until they are in.
  await expect(async () => {
    await chart(page).scrollIntoViewIfNeeded();
    await expect(chartStatus(page)).toHaveText('Showing 785 of 785 occupations.', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return page;
}

async function openExplorer(openAs: (account: Account, path: string) => Promise<Page>): Promise<Page> {
  const page = await openAs('admin', '/ai-job-impact');
  await expect(page.locator('job-explorer [role=status]')).toHaveText('Showing 785 of 785 occupations.', { timeout: explorerLoad });
  return page;
}

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the heatmap shows every group, the scatter every occupation, and the table matches them', async ({ openAs }) => {
  const page = await openHeatmap(openAs);
  const heatmap = page.locator('figure.heatmap-chart');
  await expect(heatmap.getByRole('table')).toHaveAccessibleName(/22 US major occupational groups/);
  await expect(heatmap.getByRole('rowheader')).toHaveCount(groupCount);

  await expect(occupationRows(page)).toHaveCount(occupationCount);
  const { tableSocs, tableTitles, pointSocs, unplotted } = await page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLTableRowElement>('table[data-exposure-table] tbody tr')];
    return {
      tableSocs: rows.map((row) => row.id.replace(/^soc-/, '')),
      tableTitles: rows.map((row) => row.cells[0]?.textContent?.trim() ?? ''),
      pointSocs: [...document.querySelectorAll('[data-points] circle')].map((circle) => circle.getAttribute('data-soc') ?? ''),
      unplotted: [...document.querySelectorAll('.scatter-unplotted li')].map((item) => item.textContent?.split(':')[0]?.trim() ?? ''),
    };
  });
  expect(pointSocs.length + unplotted.length).toBe(occupationCount);
  expect(unplotted.length).toBeLessThan(10);
  expect(new Set(pointSocs).size).toBe(pointSocs.length);
  expect(pointSocs.filter((soc) => !tableSocs.includes(soc))).toEqual([]);
  expect(unplotted.filter((title) => !tableTitles.includes(title))).toEqual([]);
  await expect(chart(page).getByRole('listbox')).toHaveAccessibleName(/Occupations/);
  await expect(points(page).first()).toHaveAttribute('role', 'option');
});

test('a link to an occupation fetches the table at once and lands on its row', async ({ openAs }) => {
  const page = await openAs('reader', '/ai-jobs-heatmap#soc-29-1141');
  const row = page.locator('#soc-29-1141');
  await expect(row).toBeInViewport();
  await expect(row.locator('th')).toHaveText('Registered Nurses');
  // Centred in its table's box, below the sticky header, and outlined as the link's target.
  await expect(row).toHaveAttribute('data-fragment-target', '');
  const { rowTop, headerBottom } = await row.evaluate((element) => ({
    rowTop: element.getBoundingClientRect().top,
    headerBottom: element.closest('table')!.tHead!.getBoundingClientRect().bottom,
  }));
  expect(rowTop).toBeGreaterThanOrEqual(headerBottom);
});

test('on a 360 px phone every label of the page is at least 11 px, and the heatmap keeps its groups in its own box', async ({ openAs }) => {
  const page = await openHeatmap(openAs);
  await page.setViewportSize({ width: 360, height: 740 });
  // The page's margin slides to the phone's (0.2 s): measured once it has.
  await expect.poll(() => page.locator('[data-page]').evaluate((element) => getComputedStyle(element).marginLeft)).toBe('0px');
  expect(await page.evaluate(labelsBelow, 11)).toEqual([]);
  const heatmap = page.locator('figure.heatmap-chart');
  await expect(heatmap.getByRole('rowheader')).toHaveCount(groupCount);
  await expect(heatmap.getByRole('cell')).toHaveCount(groupCount * 3);
  const { figure, table } = await heatmap.evaluate((element) => ({
    figure: element.getBoundingClientRect().width,
    table: element.querySelector('table')!.getBoundingClientRect().width,
  }));
  expect(table, 'the heatmap fits the phone without scrolling').toBeLessThanOrEqual(figure);
});

test('the group filter and the search change the points and rows shown', async ({ openAs }) => {
  const page = await openHeatmap(openAs);
  await page.getByLabel('Occupational group', { exact: true }).selectOption({ label: 'Computer and Mathematical' });
  await expect(chartStatus(page)).not.toHaveText('Showing 785 of 785 occupations.');
  const inGroup = Number((await chartStatus(page).textContent())!.match(/\d+/)![0]);
  expect(inGroup).toBeGreaterThan(0);
  await expect(shownRows(page)).toHaveCount(inGroup);
  await expect(chart(page).locator('[data-points] circle:not(.is-dimmed)')).toHaveCount(inGroup);
  expect(await shownRows(page).evaluateAll((rows) => rows.every((row) => row.id.startsWith('soc-15-')))).toBe(true);

  await page.getByLabel('Occupational group', { exact: true }).selectOption({ label: 'All groups' });
  await page.getByLabel('Find an occupation').fill('registered nurses');
  await expect(chartStatus(page)).toHaveText('Showing 1 of 785 occupations.');
  await expect(shownRows(page).locator('th')).toHaveText(['Registered Nurses']);
});

test('keyboard focus on a point shows its details, and the arrows move between points', async ({ openAs }) => {
  const page = await openHeatmap(openAs);
  await page.getByLabel('Find an occupation').focus();
  await page.keyboard.press('Tab');
  const focused = chart(page).locator('circle:focus');
  await expect(focused).toHaveCount(1);
  const details = chart(page).locator('[data-details]');
  await expect(details).toBeVisible();
  const first = await details.textContent();
  expect(first).toMatch(/Major group: .+; Employment: .+; Median wage: .+; AI applicability \(Microsoft, 2025\): \d\.\d\d/);
  await expect(focused).toHaveAccessibleName(first!);

  await page.keyboard.press('ArrowRight');
  await expect(details).not.toHaveText(first!);
  await expect(details).toHaveText((await focused.getAttribute('aria-label'))!);
});

test('the CSV download holds every occupation', async ({ openAs }) => {
  const page = await openHeatmap(openAs);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download every occupation as CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toMatch(/^soc_code,occupation_title,/);
  expect(lines).toHaveLength(occupationCount + 1);
});

test('the heatmap page has no serious or critical accessibility violations', async ({ openAs }) => {
  // axe checks the contrast of every text node: the table is narrowed to one group, whose rows
  // share the template of all 785, so the scan takes seconds instead of minutes on a busy runner.
  test.slow();
  const page = await openHeatmap(openAs);
  await page.getByLabel('Occupational group', { exact: true }).selectOption({ label: 'Legal' });
  await expect(chartStatus(page)).not.toHaveText('Showing 785 of 785 occupations.');
  expect(await blockingViolations(page)).toEqual([]);
});

test('the admin explorer sorts, filters and exports the rows shown', async ({ openAs }) => {
  // Signs the admin in first, then redraws 785 rows of 23 cells at each sort and filter.
  test.slow();
  const page = await openExplorer(openAs);
  const status = page.locator('job-explorer [role=status]');
  const table = page.locator('job-explorer table');
  await expect(table.locator('tbody tr')).toHaveCount(occupationCount);

  const wageHeader = table.locator('thead th').filter({ hasText: 'Median annual wage' });
  await wageHeader.getByRole('button').click();
  await expect(wageHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first().locator('td').nth(3)).toHaveText('at least $239,200');
  await wageHeader.getByRole('button').click();
  await expect(wageHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('thead th[aria-sort]')).toHaveCount(1);
  const ascending = await table
    .locator('tbody tr td:nth-child(5)')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent!.replace(/[^\d]/g, ''))).filter(Boolean));
  expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));

  // The count both filters leave, from the rows the explorer fetched: the page is awaited at that
  // count, since the one after the group alone is a state it passes through on the way.
  const source = (await page.locator('job-explorer').getAttribute('data-source'))!;
  const { rows } = (await (await page.request.get(source)).json()) as { rows: { soc_code: string; gpt4_beta: number }[] };
  const inGroup = rows.filter((row) => row.soc_code.startsWith('29-'));
  const shown = inGroup.filter((row) => row.gpt4_beta >= 0.5).length;
  expect(shown, 'the range leaves some of the group, not all of it').toBeGreaterThan(0);
  expect(shown).toBeLessThan(inGroup.length);

  await page.getByLabel('Major group').selectOption({ label: 'Healthcare Practitioners and Technical' });
  await page.getByRole('button', { name: 'Add a range' }).click();
  const range = page.getByRole('group', { name: 'Range 1' });
  await range.getByLabel('Column').selectOption({ label: 'GPT-4 beta (OpenAI, 2024)' });
  await range.getByLabel('At least').fill('0.5');
  await expect(status).toHaveText(`Showing ${shown} of 785 occupations.`);
  await expect(table.locator('tbody tr')).toHaveCount(shown);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export the ${shown} rows shown as CSV` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ai-exposure-explorer-${shown}-of-785.csv`);
  const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(header).toMatch(/^occupation_title,soc_code,major_group_name,/);
  expect(lines).toHaveLength(shown);
  const columns = header!.split(',');
  for (const line of lines) {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ''));
    expect(cells[columns.indexOf('soc_code')]).toMatch(/^29-/);
    expect(Number(cells[columns.indexOf('gpt4_beta')])).toBeGreaterThanOrEqual(0.5);
  }
});

test('the explorer has no serious or critical accessibility violations', async ({ openAs }) => {
  // As on the heatmap page: one group's rows stand for all 785, which share one template.
  test.slow();
  const page = await openExplorer(openAs);
  await page.getByLabel('Major group').selectOption({ label: 'Legal' });
  await page.getByRole('button', { name: 'Add a range' }).click();
  await expect(page.locator('job-explorer [role=status]')).not.toHaveText('Showing 785 of 785 occupations.');
  expect(await blockingViolations(page)).toEqual([]);
});
