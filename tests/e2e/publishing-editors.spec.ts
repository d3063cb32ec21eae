import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

const saveLine = (page: Page) => page.locator('.editor-save-line [role="status"]');
const pixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const run = Date.now().toString(36);
const title = `Five questions before your first AI pilot ${run}`;

/** A date and time three days on, at noon in the owner's zone (the site profile's, Europe/London). */
function inThreeDaysAtNoon(): { local: string; month: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + 3 * 86_400_000);
  return { local: `${day}T12:00`, month: day.slice(0, 7) };
}

test('the admin writes an article (saved by itself, kept while offline, slug checked, previewed, an image inserted), schedules it on the hub board and edits the brand content', async ({
  page,
}) => {
  // Eight editors opened, each after the admin check: on a heavily loaded two-core runner this took 60 to 80 s.
  test.setTimeout(90_000);
  let articleAddress = '';
  await signInAsAdmin(page);

  await test.step('a new article saves itself as a draft, its slug following the title, its preview live and clean', async () => {
    await page.goto('/publishing?new=article');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(`five-questions-before-your-first-ai-pilot-${run}`);
    await page.getByLabel('Summary').fill('What to settle before the first pilot starts.');
    await page
      .getByLabel('Body (Markdown)')
      .fill(
        '## Who owns it\n\nA pilot needs **one owner**.\n\n| Question | Why |\n| --- | --- |\n| Data | Access |\n\n<img src="x" onerror="window.previewRan=1">',
      );
    const preview = page.getByRole('region', { name: 'Preview of body' });
    await expect(preview.getByRole('heading', { name: 'Who owns it' })).toBeVisible();
    await expect(preview.getByRole('table')).toBeVisible();
    await expect(saveLine(page)).toHaveText('Saved');
    await expect(page).toHaveURL(/\?article=[0-9a-f-]{36}$/);
    articleAddress = page.url();
    expect(await page.evaluate(() => 'previewRan' in window)).toBe(false);
  });

  await test.step('an image is uploaded to storage and its Markdown put at the cursor', async () => {
    const body = page.getByLabel('Body (Markdown)');
    await body.fill('Before.\n\nAfter.');
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(9, 9));
    await page.getByLabel('Insert image').setInputFiles({ name: 'pilot-team.png', mimeType: 'image/png', buffer: pixelPng });
    await expect(body).toHaveValue(
      /^Before\.\n\n!\[pilot team\]\(http[^)]+\/storage\/v1\/object\/public\/public-images\/articles\/[0-9a-f-]{36}-pilot-team\.png\)After\.$/,
    );
    const image = page.getByRole('region', { name: 'Preview of body' }).getByRole('img', { name: 'pilot team' });
    await expect(image).toHaveJSProperty('naturalWidth', 1);
    await expect(saveLine(page)).toHaveText('Saved');
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('text typed while the server is unreachable is kept and offered back after a reload', async () => {
    await page.route('**/rest/v1/articles**', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
    await page.getByLabel('Body (Markdown)').press('ControlOrMeta+End');
    await page.getByLabel('Body (Markdown)').pressSequentially(' Kept.');
    await expect(saveLine(page)).toContainText('Not saved:');
    await page.unrouteAll();
    await page.reload();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByLabel('Body (Markdown)')).toHaveValue(/After\. Kept\.$/);
    await expect(saveLine(page)).toHaveText('Saved');
  });

  await test.step('a second article with the same title is told its slug is taken', async () => {
    await page.goto('/publishing?new=article');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText(/already uses “five-questions/)).toBeVisible();
    await expect(saveLine(page)).toContainText(/^Not saved: .*slug/);
    await page.getByLabel('Slug').fill(`five-questions-second-take-${run}`);
    await page.getByLabel('Title').fill(`Five questions, a second take ${run}`);
    await expect(saveLine(page)).toHaveText('Saved');
  });

  await test.step('the board moves the article to Scheduled, asking for its time, and the calendar shows it that day', async () => {
    await page.goto('/publishing-hub');
    const card = page.getByRole('listitem', { name: title });
    await card.getByLabel(`Status of “${title}”`).selectOption('scheduled');
    const when = inThreeDaysAtNoon();
    await card.getByLabel('Publish at (Europe/London)').fill(when.local);
    await card.getByRole('button', { name: 'Schedule' }).click();
    const scheduled = page.getByRole('region', { name: /^Scheduled \(\d+\)$/ });
    await expect(scheduled.getByRole('link', { name: title })).toBeVisible();
    const calendar = page.getByRole('table');
    if (!(await calendar.getByRole('link', { name: title }).isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(calendar.getByRole('link', { name: title })).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
    await scheduled.getByRole('link', { name: title }).click();
    await expect(page.getByText('Now: Scheduled')).toBeVisible();
    await expect(page.getByLabel('Publish at (Europe/London)')).toHaveValue(when.local);
  });

  await test.step('the biography is written with its preview and saved', async () => {
    await page.goto('/about');
    await page.getByLabel('Name').fill('Alex Strategist');
    await page.getByLabel('Biography (Markdown)').fill('I help leaders **decide** about AI.');
    await expect(page.getByRole('region', { name: 'Preview of biography' }).getByText('decide')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Biography saved')).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('a case study is added, refused first without its title, then listed', async () => {
    await page.goto('/work');
    await page.getByRole('button', { name: 'Add a case study' }).click();
    await page.getByLabel('Client').fill('Northwind');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Enter the title.');
    await expect(page.getByLabel('Client')).toHaveValue('Northwind');
    await page.getByLabel('Title').fill(`Pilot at Northwind ${run}`);
    await expect(page.getByLabel('Slug')).toHaveValue(`pilot-at-northwind-${run}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Case study saved')).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
    await page.getByRole('button', { name: '← All case studies' }).click();
    await expect(page.getByRole('button', { name: `Pilot at Northwind ${run}` })).toBeVisible();
  });

  await test.step('the other brand editors open clean; the article becomes a newsletter issue, its editor with the send panel', async () => {
    for (const [path, ready] of [
      ['/books-ideas', 'Add a book or idea'],
      ['/media-portfolio', 'Add a testimonial'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: ready })).toBeVisible();
      expect(await axeFindings(page, '#main')).toEqual([]);
    }
    await page.goto(articleAddress);
    await page.getByRole('button', { name: 'Make a newsletter issue' }).click();
    await expect(page).toHaveURL(/\?issue=[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Subject')).toHaveValue(title);
    await expect(page.getByLabel('Preheader')).toHaveValue('What to settle before the first pilot starts.');
    await expect(page.getByLabel('Body (Markdown)')).toHaveValue(/After\. Kept\.$/);
    await expect(page.getByRole('button', { name: 'Send a test to me' })).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
  });
});
