import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

// The shipped dataset imported from its file and run against the site guide twice, through the run store.
test('the innovation lab imports the shipped dataset, scores the site guide and compares two runs', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/innovation-lab');
  await page.getByLabel('Import a dataset (JSON)').setInputFiles(join(import.meta.dirname, '../../evals/site-guide.json'));
  await expect(page.getByRole('heading', { name: 'Run “Site guide: the public pages”' })).toBeVisible();
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
