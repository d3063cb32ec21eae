import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

/**
 * The shipped dataset's file as the owner imports it, cut to its first tuning and held-out questions:
 * the integration test holds the whole dataset's run equal to `npm run eval`; here the page is walked.
 */
function shortDataset(): Buffer {
  const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../../evals/site-guide.json'), 'utf8'));
  const questions = [
    ...shipped.questions.slice(0, 4),
    ...shipped.questions.filter((question: { held_out?: boolean }) => question.held_out).slice(0, 2),
  ];
  return Buffer.from(JSON.stringify({ ...shipped, name: 'Site guide: six questions', questions }));
}

// A dataset imported from its file and run against the site guide twice, through the run store.
test('the innovation lab imports a dataset, scores the site guide and compares two runs', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/innovation-lab');
  await page
    .getByLabel('Import a dataset (JSON)')
    .setInputFiles({ name: 'site-guide.json', mimeType: 'application/json', buffer: shortDataset() });
  await expect(page.getByRole('heading', { name: 'Run “Site guide: six questions”' })).toBeVisible();
  await expect(page.getByRole('table', { name: /The questions of/ })).toContainText('What is in the AI Confidence Kit?');
  expect(await axeFindings(page)).toEqual([]);

  const runs = page.getByRole('table', { name: /The runs of Site guide/ });
  for (const count of [1, 2]) {
    await page.getByRole('button', { name: 'Run the evaluation' }).click();
    await expect(runs.getByRole('row')).toHaveCount(count + 1, { timeout: 45_000 });
  }
  const figures = await runs.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
  expect(figures.slice(-5)).toEqual([
    expect.stringMatching(/^[01]\.\d{3}$/),
    expect.stringMatching(/^[01]\.\d{3}$/),
    expect.stringMatching(/^[01]\.\d{3}$/),
    expect.stringMatching(/^[01]\.\d{3}$/),
    '1.000',
  ]);
  await expect(page.getByRole('img', { name: /over time/ })).toBeVisible();
  const compared = page.getByRole('table', { name: 'The two runs, question by question' });
  await expect(compared.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('same');
  expect(await axeFindings(page)).toEqual([]);
});
