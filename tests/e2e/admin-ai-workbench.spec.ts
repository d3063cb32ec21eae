import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { adminRows, insertRows } from './support/adminRows.ts';
import { axeFindings } from './support/axe.ts';

// The e2e backend has no model: the workflows run by their rules, as on a fresh clone.
const run = Date.now().toString(36);

/** Presses a workflow's Run on /orchestration; its run opens and is watched as it goes. */
async function startWorkflow(page: Page, title: string): Promise<void> {
  await page
    .getByRole('region', { name: title })
    .getByRole('button', { name: `Run ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
}

/** The opened run's status, the first fact under its title. */
const runStatus = (page: Page) => page.getByRole('definition').first();

test('Brief from signals runs from /orchestration: its steps appear and it succeeds with a brief draft', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await insertRows(page.request, 'signals', [
    {
      title: `Agents reach the back office ${run}`,
      url: `https://example.com/agents-${run}`,
      summary: 'Pilots move to production.',
      tags: ['agents'],
      strength: 5,
    },
  ]);
  await page.goto('/orchestration');
  await expect(page.getByRole('region', { name: 'Brief from signals' }).getByLabel('Days')).toHaveValue('7');
  expect(await axeFindings(page)).toEqual([]);

  await startWorkflow(page, 'Brief from signals');
  await expect(runStatus(page)).toHaveText('Succeeded', { timeout: 30_000 });
  for (const step of ['List the strongest signals of the period', 'Find what the site has said on it', 'Create the brief draft'])
    await expect(page.getByRole('listitem').filter({ hasText: step }).getByText('Done')).toBeVisible();
  await expect(page.getByText('By its rules, no model')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the brief draft' })).toHaveAttribute('href', /^\/intelligence\?brief=[0-9a-f-]{36}$/);
});

test('Lead triage drafts a reply per new lead: one approved after an edit is mailed, one denied is not, and each lead has its task', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const [approved, denied] = [`ada.${run}@example.test`, `ben.${run}@example.test`];
  const leads = await insertRows(page.request, 'leads', [
    { name: `Ada-${run} Lovelace`, email: approved, organisation: 'Analytical Engines' },
    { name: `Ben-${run} Franklin`, email: denied, organisation: 'Kites Ltd' },
  ]);
  await page.goto('/orchestration');
  await startWorkflow(page, 'Lead triage');
  await expect(runStatus(page)).toHaveText('Waiting for approval', { timeout: 30_000 });

  // The reply to Ada goes with a subject of the owner's; every other reply (Ben's, and any lead another spec left new) is denied.
  const toAda = page.getByRole('listitem').filter({ hasText: `Dear Ada-${run},` });
  await toAda.getByRole('button', { name: 'Edit then approve' }).click();
  await toAda.getByLabel('Subject').fill(`Your engines, Ada ${run}`);
  expect(await axeFindings(page)).toEqual([]);
  await toAda.getByRole('button', { name: 'Approve with these changes' }).click();
  await expect(page.getByText('You approved.')).toBeVisible();
  const deny = page.getByRole('button', { name: 'Deny' });
  for (let waiting = await deny.count(); waiting > 0; waiting--) {
    await deny.first().click();
    await expect(deny).toHaveCount(waiting - 1);
  }
  await expect(runStatus(page)).toHaveText('Succeeded', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Lead triage: Succeeded.' })).toBeAttached();

  const { messages } = (await (await page.request.get('/_dev/mail.json')).json()) as { messages: { to: string; subject: string }[] };
  expect(messages.filter((mail) => [approved, denied].includes(mail.to))).toEqual([
    expect.objectContaining({ to: approved, subject: `Your engines, Ada ${run}` }),
  ]);
  const tasks = await adminRows<{ lead_id: string }>(page.request, 'tasks', `select=lead_id&lead_id=in.(${leads.map((lead) => lead.id)})`);
  expect(tasks.map((task) => task.lead_id).sort()).toEqual(leads.map((lead) => lead.id).sort());
});
