import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

const markdown = (name: string, text: string) => ({ name, mimeType: 'text/markdown', buffer: Buffer.from(text) });

test('notes are imported, found by the beginnings of words with highlights, edited, archived, exported, and strategy notes listed', async ({
  page,
}) => {
  test.setTimeout(40_000);
  const run = Date.now().toString(36);
  const pilot = `AI pilot governance ${run}`;
  await signInAsAdmin(page);
  await page.goto('/knowledge-base');
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();

  await test.step('three Markdown files are imported, one with front matter', async () => {
    await page
      .getByLabel('Import Markdown files')
      .setInputFiles([
        markdown(
          'pilot.md',
          `---\ntitle: ${pilot}\ntags: [governance]\nsource: https://example.org/pilots\ncreated: 2025-03-04\n---\n\nWho signs off a pilot, and how the governance board reviews it.\n`,
        ),
        markdown('vendors.md', `# Vendor shortlist ${run}\n\nThree vendors for the next pilot.\n`),
        markdown('bets.md', `# Platform bets ${run}\n\nWhere the platform goes next. #strategy\n`),
      ]);
    const outcomes = page.getByRole('list', { name: 'What became of each file' });
    await expect(outcomes.getByRole('listitem')).toHaveText([
      `pilot.md: Imported as “${pilot}”.`,
      `vendors.md: Imported as “Vendor shortlist ${run}”.`,
      `bets.md: Imported as “Platform bets ${run}”.`,
    ]);
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('"pilot gov" finds the note with its words highlighted, kept in the address', async () => {
    await page.getByLabel('Search notes').fill('pilot gov');
    await expect(page).toHaveURL(/\?q=pilot\+gov$/);
    const hit = page.getByRole('link', { name: pilot });
    await expect(hit.locator('mark')).toHaveText(['pilot', 'governance']);
    await expect(page.getByRole('listitem').filter({ has: hit }).locator('p mark').first()).toBeVisible();
  });

  await test.step('"/" goes to the search, ↓ to the result, Enter opens it; the edit saves itself, and a failed save keeps the text (the export below holds it)', async () => {
    await page.getByRole('heading', { name: 'Notes', exact: true }).click();
    await page.keyboard.press('/');
    await expect(page.getByLabel('Search notes')).toBeFocused();
    await page.keyboard.type(` ${run}`);
    await expect(page.getByRole('status').filter({ hasText: `1 note match “pilot gov ${run}”` })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: pilot })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/note=[0-9a-f-]{36}/);
    await expect(page.getByLabel('Title')).toHaveValue(pilot);
    await expect(page.getByLabel('Source links')).toHaveValue('https://example.org/pilots');
    await expect(page.getByText(/Created 4 Mar 2025/)).toBeVisible();
    // The first save fails: what was typed stays, the line says why, and Try again saves it.
    await page.route('**/rest/v1/kb_notes?*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { message: 'The database is busy' } }) : route.fallback(),
    );
    const body = page.getByLabel('Body (Markdown)');
    await body.fill(`${await body.inputValue()}\nSigned off by the board.`);
    await expect(page.getByRole('status').filter({ hasText: 'Not saved: Could not save the note: The database is busy' })).toBeVisible();
    await expect(body).toHaveValue(/Signed off by the board\.$/);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Preview of body' })).toContainText('Signed off by the board.');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    expect(await axeFindings(page, '.admin-tool')).toEqual([]);
  });

  await test.step('archived, the note leaves the list for the archived view', async () => {
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
    await page.getByRole('button', { name: '← All notes' }).click();
    await expect(page.getByLabel('Search notes')).toHaveValue(`pilot gov ${run}`);
    await expect(page.getByText(`No note matches “pilot gov ${run}”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Archived' }).click();
    await expect(page.getByRole('link', { name: pilot })).toBeVisible();
  });

  await test.step('the export holds every note as Markdown with front matter, the archived one in archive/', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all as Markdown (zip)' }).click();
    const zip = unzipSync(readFileSync((await (await download).path()) ?? ''));
    const archived = strFromU8(zip[`archive/ai-pilot-governance-${run}.md`] ?? new Uint8Array());
    expect(archived).toContain(`title: ${pilot}`);
    expect(archived).toContain('Signed off by the board.');
    expect(Object.keys(zip)).toEqual(expect.arrayContaining([`vendor-shortlist-${run}.md`, `platform-bets-${run}.md`]));
  });

  await test.step('/platform-strategy lists the note tagged strategy, and searches within them', async () => {
    await page.goto('/platform-strategy');
    await expect(page.getByRole('heading', { name: 'Strategy notes', exact: true })).toBeVisible();
    await page.getByLabel('Search strategy notes').fill(`bets ${run}`);
    await expect(page.getByRole('link', { name: `Platform bets ${run}` })).toBeVisible();
    await page.getByLabel('Search strategy notes').fill(`vendor ${run}`);
    await expect(page.getByText(`No note matches “vendor ${run}”.`)).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('at 360 px neither the list nor the editor scrolls sideways', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/platform-strategy?q=bets+${run}`);
    await expect(page.getByRole('link', { name: `Platform bets ${run}` })).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: `Platform bets ${run}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(`Platform bets ${run}`);
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
