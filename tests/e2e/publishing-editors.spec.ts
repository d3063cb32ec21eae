import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

const saveLine = (page: import('@playwright/test').Page) => page.locator('.editor-save-line [role="status"]');

test('the admin writes an article that saves itself, keeps what the server never got, checks its slug and previews it', async ({
  page,
}) => {
  test.setTimeout(40_000);
  const title = `Five questions before your first AI pilot ${Date.now().toString(36)}`;
  await signInAsAdmin(page);

  await test.step('a new article saves itself as a draft, its slug following the title', async () => {
    await page.goto('/publishing?new=article');
    await page.getByLabel('Title').fill(title);
    const slug = page.getByLabel('Slug');
    await expect(slug).toHaveValue(/^five-questions-before-your-first-ai-pilot-[a-z0-9]+$/);
    await page.getByLabel('Summary').fill('What to settle before the first pilot starts.');
    await page
      .getByLabel('Body (Markdown)')
      .fill('## Who owns it\n\nA pilot needs **one owner**.\n\n| Question | Why |\n| --- | --- |\n| Data | Access |');
    const preview = page.getByRole('region', { name: 'Preview of body' });
    await expect(preview.getByRole('heading', { name: 'Who owns it' })).toBeVisible();
    await expect(preview.getByRole('table')).toBeVisible();
    await expect(saveLine(page)).toHaveText('Saved');
    await expect(page).toHaveURL(/\?article=[0-9a-f-]{36}$/);
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('text typed while the server is unreachable is kept and offered back after a reload', async () => {
    await page.route('**/rest/v1/articles**', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
    await page.getByLabel('Body (Markdown)').press('End');
    await page.getByLabel('Body (Markdown)').pressSequentially('\n\nKept while offline.');
    await expect(saveLine(page)).toContainText('Not saved:');
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByText(/This browser kept changes from/)).toBeVisible();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByLabel('Body (Markdown)')).toHaveValue(/Kept while offline\.$/);
    await expect(saveLine(page)).toHaveText('Saved');
    await page.reload();
    await expect(page.getByLabel('Body (Markdown)')).toHaveValue(/Kept while offline\.$/);
    await expect(page.getByText(/This browser kept changes from/)).toHaveCount(0);
  });

  await test.step('a second article with the same title is told its slug is taken', async () => {
    await page.goto('/publishing?new=article');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText(/already uses “five-questions/)).toBeVisible();
    await expect(saveLine(page)).toContainText('Not saved: the slug');
    await page.getByLabel('Slug').fill('five-questions-second-take');
    await expect(saveLine(page)).toHaveText('Saved');
  });
});
