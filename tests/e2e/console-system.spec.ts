import { expect, type Page, test } from '@playwright/test';
import { deployedFunctions } from '../../functions/_shared/deployedFunctions.ts';
import { routes } from '../../src/lib/routes/index.ts';
import { systemTestChecks } from '../../src/lib/system-test/checks.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

const rowOf = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('the system pages show the live backend: every test check passes, every route is observed, and the record has real figures', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);

  await page.goto('/system-test');
  await page.getByRole('button', { name: 'Run the checks' }).click();
  await expect(page.getByText(`All ${systemTestChecks.length} checks passed.`)).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, 'A test mail to the admin').getByRole('cell', { name: 'Pass' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/system-status');
  await expect(rowOf(page, 'Database').getByRole('cell', { name: 'Up', exact: true })).toBeVisible();
  await expect(rowOf(page, 'Auth').getByRole('cell', { name: 'Up', exact: true })).toBeVisible();
  for (const name of deployedFunctions)
    await expect(rowOf(page, `Function ${name}`).getByRole('cell', { name: 'Up', exact: true })).toBeVisible();
  await expect(rowOf(page, 'File storage').getByRole('cell', { name: 'Up', exact: true })).toBeVisible();
  await expect(page.getByText('Every part that is set up answered.')).toBeVisible();

  // The system test's own requests are in the record: its mail function answered at least once.
  await page.goto('/system-health');
  const mailRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'system-test-mail', exact: true }) });
  await expect(mailRow).toBeVisible();
  await expect(mailRow.getByRole('cell').nth(2)).not.toHaveText('0');
  await expect(page.getByText(/Mails from the functions: [1-9]\d* sent/).first()).toBeVisible();

  await page.goto('/system-monitor');
  await page.getByLabel('Function or route').selectOption('system-test-mail');
  await expect(page.getByRole('cell', { name: 'system-test-mail', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'analytics-orchestrator', exact: true })).toHaveCount(0);
  const paused = page.getByRole('button', { name: /^(Pause|Resume)$/ });
  const before = await paused.textContent();
  await paused.click();
  await expect(paused).not.toHaveText(before ?? '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('system-monitor.csv');

  await page.goto('/deployment-sync');
  await expect(page.getByText(/Up to date: The database has every one of this build's \d+ migrations\./)).toBeVisible();
  await expect(page.getByText(/Up to date: The functions run the source of this build/)).toBeVisible();

  await page.goto('/navigation-test');
  await page.getByRole('button', { name: 'Test every route' }).click();
  await expect(page.getByText(`${routes.length} routes tested`, { exact: false })).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table');
  for (const route of routes) await expect(table.getByRole('link', { name: route.path, exact: true })).toBeVisible();
  const observed = (path: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: path, exact: true }) });
  await expect(observed('/system-status')).toContainText('Redirect to /auth?next=%2Fsystem-status');
  await expect(observed('/system-status').getByRole('cell', { name: 'Page', exact: true })).toBeVisible();
  await expect(observed('/welcome').getByRole('cell', { name: 'Page', exact: true })).toHaveCount(2);
  await expect(page.getByText('every one answered 200')).toBeVisible();
  await expect(table.getByText(/Not observed/)).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
});
