import { expect, test, type APIRequestContext } from '@playwright/test';
import { mondayOf } from '../../src/islands/admin/market-intelligence-hub/hubRanges.ts';
import { addDays, ownerDate } from '../../src/lib/ownerDays.ts';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { site } from '../../src/lib/site.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { adminToken } from './support/adminRows.ts';
import { axeFindings } from './support/axe.ts';

const run = Date.now().toString(36);

async function addSignals(request: APIRequestContext, signals: Record<string, unknown>[]): Promise<void> {
  const token = await adminToken(request);
  const response = await request.post('/rest/v1/signals', {
    headers: { apikey: localDemoAnonKey, authorization: `Bearer ${token}` },
    data: signals,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the trends hub charts a tag week by week and links into the jobs data; the roadmap moves a card by keys and by dragging', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const tag = `hub${run}`;
  const today = ownerDate(site.timeZone, Date.now());
  const strong = `A strong signal ${run}`;

  await test.step('signals tagged this week and three weeks ago, one of them strong and naming an occupational group', async () => {
    await addSignals(page.request, [
      {
        title: strong,
        url: `https://example.com/${run}/strong`,
        source: 'example.com',
        tags: [tag, 'soc-15'],
        strength: 5,
        signal_on: today,
      },
      {
        title: `A faint signal ${run}`,
        url: `https://example.com/${run}/faint`,
        source: 'example.com',
        tags: [tag],
        strength: 1,
        signal_on: today,
      },
      {
        title: `An older signal ${run}`,
        url: `https://example.com/${run}/older`,
        source: 'example.com',
        tags: [tag],
        strength: 2,
        signal_on: addDays(today, -21),
      },
    ]);
  });

  await signInAsAdmin(page);

  await test.step('the hub: the weekly table, the strongest signal, the jobs link', async () => {
    await page.goto('/market-intelligence-hub');
    const trends = page.getByRole('region', { name: 'Signals per tag per week' });
    await expect(trends.getByRole('img', { name: new RegExp(`most used tags over 12 weeks: .*${tag}`) })).toBeVisible();
    await expect(trends.locator('.figure-chart svg[viewBox]')).toBeVisible();
    await trends.getByLabel('Filter').fill(tag);
    const table = trends.getByRole('table', { name: 'Signals per tag per week' });
    await expect(table.getByRole('row', { name: `${mondayOf(today)} ${tag} 2` })).toBeVisible();
    await expect(table.getByRole('row', { name: `${mondayOf(addDays(today, -21))} ${tag} 1` })).toBeVisible();
    await expect(table.getByRole('row', { name: `${addDays(mondayOf(today), -7)} ${tag} 0` })).toBeVisible();
    await expect(trends.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/signals?tag=${tag}`);

    const strongest = page.getByRole('region', { name: 'Strongest signals of the last 30 days' });
    const strongItem = strongest.getByRole('listitem').filter({ hasText: strong });
    await expect(strongItem).toContainText(`Strength 5 of 5 · ${today} · example.com`);
    await expect(strongItem.getByRole('link', { name: strong })).toHaveAttribute('href', `https://example.com/${run}/strong`);

    const jobs = page.getByRole('region', { name: 'In the jobs data' });
    await expect(jobs.getByRole('link', { name: 'Computer and Mathematical Occupations', exact: true })).toHaveAttribute(
      'href',
      '/ai-jobs-heatmap#group-15',
    );
    await expect(jobs.getByRole('row', { name: /Computer and Mathematical Occupations/ })).toContainText('5,192,890');
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  const keyed = `Keyboard card ${run}`;
  const dragged = `Dragged card ${run}`;
  const column = (name: string) => page.getByRole('list', { name: `${name} items` });
  const status = page.locator('.roadmap-announcement');

  await test.step('the board: a new item moved from Idea to Doing by keys, still there after a reload', async () => {
    await page.goto('/phase2-dashboard');
    const form = page.getByRole('form', { name: 'New roadmap item' });
    await form.getByRole('button', { name: 'Add to Idea' }).click();
    await expect(form.getByText('Enter a title for the item.')).toBeVisible();
    for (const title of [keyed, dragged]) {
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Details').fill('Made by the roadmap spec.');
      await form.getByRole('button', { name: 'Add to Idea' }).click();
      await expect(column('Idea').getByRole('listitem', { name: title })).toBeVisible();
    }
    await column('Idea')
      .getByRole('button', { name: `Move “${keyed}” to Planned` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(new RegExp(`^Moved “${keyed}” to Planned, position (\\d+) of \\1\\.$`));
    // The focus follows the card, so the next key moves it on.
    await expect(page.getByRole('button', { name: `Move “${keyed}” to Doing` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(new RegExp(`^Moved “${keyed}” to Doing, position (\\d+) of \\1\\.$`));
    expect(await axeFindings(page, '#main')).toEqual([]);
    await page.reload();
    await expect(column('Doing').getByRole('listitem', { name: keyed })).toBeVisible();
  });

  await test.step('a card dragged with the mouse to Done', async () => {
    // A drag starts once the pointer has moved a little with the button held, so the pointer goes in steps.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await column('Idea').getByText(dragged, { exact: true }).hover();
    await page.mouse.down();
    const target = await column('Done').boundingBox();
    if (!target) throw new Error('The Done column is not on the page.');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 4, { steps: 8 });
    await page.mouse.up();
    await expect(status).toHaveText(new RegExp(`^Moved “${dragged}” to Done, position (\\d+) of \\1\\.$`));
    await expect(column('Done').getByRole('listitem', { name: dragged })).toBeVisible();
    await expect(column('Idea').getByRole('listitem', { name: dragged })).toHaveCount(0);
  });
});
