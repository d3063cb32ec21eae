import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { adminToken, insertRows } from './support/adminRows.ts';
import { axeFindings } from './support/axe.ts';

const run = Date.now().toString(36);
const signalA = `Regulator guidance on AI pilots ${run}`;
const signalB = `Insurers price AI risk ${run}`;
const noteTitle = `Pilot governance ${run}`;
const briefTitle = `Pilots in Q1 ${run}`;

test('the admin builds a brief from two signals and a note, composes it with its sources, exports and prints it, and marks it final', async ({
  page,
}) => {
  // About 15 s alone; a two-core runner shared with other suites has taken twice that.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const [, signalRowB] = await insertRows(page.request, 'signals', [
    {
      title: signalA,
      url: `https://example.com/guidance-${run}`,
      source: 'example.com',
      summary: 'Pilots need an owner.',
      strength: 4,
      signal_on: '2026-11-20',
    },
    {
      title: signalB,
      url: `https://example.org/insurers-${run}`,
      source: 'example.org',
      summary: 'Premiums follow controls.',
      strength: 3,
      signal_on: '2026-11-18',
    },
  ]);
  await insertRows(page.request, 'kb_notes', [
    { title: noteTitle, body_md: '# Who owns a pilot\n\nOne named owner.', tags: ['governance'] },
  ]);

  await test.step('a new brief gathers the two signals and the note, in an order set from the keyboard', async () => {
    await page.goto('/intelligence');
    await page.getByRole('button', { name: 'New brief' }).click();
    await expect(page).toHaveURL(/\?brief=[0-9a-f-]{36}$/);
    await page.getByLabel('Title', { exact: true }).fill(briefTitle);
    await page.getByLabel('Words').fill(run);
    for (const title of [signalA, signalB, noteTitle]) {
      await page.getByRole('button', { name: `Add “${title}”` }).click();
      await expect(page.getByRole('button', { name: `Added “${title}”` })).toBeDisabled();
    }
    const sources = page.getByRole('list', { name: 'Chosen sources' }).getByRole('listitem');
    await expect(sources).toHaveText([new RegExp(signalA), new RegExp(signalB), new RegExp(noteTitle)]);
    await page.getByRole('button', { name: `Move “${noteTitle}” up` }).focus();
    await page.keyboard.press('Enter');
    await expect(sources).toHaveText([new RegExp(signalA), new RegExp(noteTitle), new RegExp(signalB)]);
    await expect(page.getByRole('button', { name: `Move “${noteTitle}” up` })).toBeFocused();
  });

  await test.step('Compose writes the document with a section per source and the Sources section listing all three', async () => {
    await page.getByRole('button', { name: 'Compose' }).click();
    const brief = page.getByRole('region', { name: 'The brief as it reads' });
    await expect(brief.getByRole('heading', { level: 1 })).toHaveText(briefTitle);
    await expect(brief.getByRole('heading', { name: 'Who owns a pilot', level: 3 })).toBeVisible();
    await expect(brief.getByRole('list').last().getByRole('listitem')).toHaveText([
      `${signalA}. example.com, 20 November 2026.`,
      new RegExp(`^${noteTitle}\\. Owner’s note, `),
      `${signalB}. example.org, 18 November 2026.`,
    ]);
    await page.getByLabel('Brief (Markdown)').press('ControlOrMeta+End');
    await page.getByLabel('Brief (Markdown)').pressSequentially('\nReviewed.');
    await expect(page.locator('.editor-save-line [role="status"]')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Compose' }).click();
    await page.getByRole('button', { name: 'Keep my text' }).click();
    await expect(page.getByLabel('Brief (Markdown)')).toHaveValue(/Reviewed\.$/);
  });

  await test.step('the Markdown downloads under the title’s name, and on paper only the brief shows', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Markdown' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pilots-in-q1-${run}.md`);
    const markdown = readFileSync(await file.path(), 'utf8');
    expect(markdown.startsWith(`# ${briefTitle}\n\n## Summary\n`)).toBe(true);
    expect(markdown).toContain(
      `## Sources\n\n1. [${signalA}](<https://example.com/guidance-${run}>). example.com, 20 November 2026.\n2. ${noteTitle}.`,
    );
    expect(markdown).toContain(`3. [${signalB}](<https://example.org/insurers-${run}>)`);

    expect(await axeFindings(page, '#main')).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'The brief as it reads' }).getByRole('heading', { level: 1 })).toBeVisible();
    for (const hidden of [page.getByRole('banner'), page.getByLabel('Brief (Markdown)'), page.getByRole('button', { name: 'Mark final' })])
      await expect(hidden).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Sources for this brief' })).toBeHidden();
    await expect(page.locator('.page-title')).toBeHidden();
    const sourceLink = page.getByRole('region', { name: 'The brief as it reads' }).getByRole('link', { name: signalA });
    expect(await sourceLink.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(`" (https://example.com/guidance-${run})"`);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('a final brief is read only until set back to draft, and the database refuses a change to it', async () => {
    await page.getByRole('button', { name: 'Mark final' }).click();
    await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();
    await expect(page.getByLabel('Brief (Markdown)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Compose' })).toHaveCount(0);
    const id = new URL(page.url()).searchParams.get('brief');
    const headers = { apikey: localDemoAnonKey, authorization: `Bearer ${await adminToken(page.request)}` };
    const refused = await page.request.patch(`/rest/v1/briefs?id=eq.${id}`, { headers, data: { body_md: 'Rewritten.' } });
    expect(refused.ok()).toBe(false);
    const stored = await page.request.get(`/rest/v1/briefs?id=eq.${id}&select=body_md`, { headers });
    expect(((await stored.json()) as { body_md: string }[])[0]?.body_md).toMatch(/Reviewed\.$/);
  });

  await test.step('a signal deleted later leaves the brief’s text whole, and the list shows the brief as final', async () => {
    const headers = { apikey: localDemoAnonKey, authorization: `Bearer ${await adminToken(page.request)}` };
    expect((await page.request.delete(`/rest/v1/signals?id=eq.${signalRowB?.id}`, { headers })).ok()).toBe(true);
    await page.reload();
    const sources = page.getByRole('list', { name: 'Chosen sources' }).getByRole('listitem');
    await expect(sources).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'The brief as it reads' }).getByRole('heading', { name: signalB })).toBeVisible();
    await page.getByRole('button', { name: '← All briefs' }).click();
    await page.getByLabel('Status').selectOption('final');
    await page.getByLabel('Search titles').fill(run);
    await expect(page.getByRole('row', { name: new RegExp(briefTitle) }).getByRole('cell')).toHaveText([briefTitle, 'Final', '2', /\d{4}/]);
    expect(await axeFindings(page, '#main')).toEqual([]);
  });
});
