import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

/** What the shown secret of a key just made is, read as the admin reads it. */
const shownSecret = async (page: Page) => (await page.locator('.credential-secret-value code').textContent()) ?? '';

/** The SDK's own client with the address and header of a copied set-up, as an AI client would connect. */
async function toolsListedBy(url: string, header: string): Promise<string[]> {
  const [name = '', value = ''] = header.split(': ');
  const client = new Client({ name: 'e2e-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { [name]: value } } }));
  try {
    return (await client.listTools()).tools.map((tool) => tool.name);
  } finally {
    await client.close();
  }
}

test('the admin creates an MCP token and copies a client set-up an SDK client connects with; the console calls a tool, logged', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page);
  await page.goto('/mcp-dashboard');
  const form = page.getByRole('form', { name: 'New token' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Claude Code e2e');
  await form.getByRole('checkbox', { name: /^notes:read:/ }).check();
  await form.getByRole('checkbox', { name: /^site:read:/ }).check();
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^sp_mcp_[0-9A-Za-z]{38}$/);
  await page.getByRole('button', { name: 'Copy the Claude Code set-up' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const [, url, header] = copied.match(/^claude mcp add --transport http \S+ (\S+) --header "(Authorization: Bearer \S+)"$/) ?? [];
  expect(url).toMatch(/\/functions\/v1\/mcp$/);
  expect(header).toBe(`Authorization: Bearer ${secret}`);
  // The token's scopes decide: notes and site passages, no signals.
  const listed = await toolsListedBy(url ?? '', header ?? '');
  expect(listed).toEqual(expect.arrayContaining(['search_notes', 'search_site_passages']));
  expect(listed).not.toContain('list_signals');
  expect(await axeFindings(page, '.admin-tool')).toEqual([]);
  await page.getByRole('button', { name: 'I have kept it: hide the secret' }).click();
  await expect(page.getByRole('row', { name: /Claude Code e2e/ })).toContainText('notes:read, site:read');
  await expect(page.getByText(/send_reply.*never offered/)).toBeVisible();
  // A write tool starts off; the owner's switch holds across a reload, and is put back.
  const addTask = () => page.getByRole('checkbox', { name: 'add_task: offered' });
  await expect(addTask()).not.toBeChecked();
  await addTask().check();
  await expect(addTask()).toBeEnabled();
  await page.reload();
  await expect(addTask()).toBeChecked();
  await addTask().uncheck();
  await expect(addTask()).toBeEnabled();

  await page.getByRole('button', { name: 'List the tools' }).click();
  await page.getByLabel('Tool', { exact: true }).selectOption('search_notes');
  await page.getByLabel('Question').fill('pricing workshops');
  await page.getByRole('button', { name: 'Call search_notes' }).click();
  await expect(page.getByRole('heading', { name: 'What search_notes answered' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Calls, newest first' });
  await expect(log.getByRole('row').nth(1)).toContainText('search_notes');
  await expect(log.getByRole('row').nth(1)).toContainText('200');
  await page.getByLabel('Tool or operation').selectOption('tools/list');
  await expect(log.getByRole('row')).toHaveCount(3);
  expect(await axeFindings(page, '.admin-tool')).toEqual([]);
});

test('the admin adds a partner and gives it a key, shown once, then revokes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/enterprise-api-gateway');
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-docs');
  const partner = `Contoso ${Date.now().toString(36)}`;
  const adding = page.getByRole('form', { name: 'New partner' });
  await adding.getByRole('button', { name: 'Add partner' }).click();
  await expect(adding.getByText('Enter the organisation’s name.')).toBeVisible();
  await adding.getByLabel('Organisation').fill(partner);
  await adding.getByLabel('Website').fill('contoso.example');
  await adding.getByRole('button', { name: 'Add partner' }).click();
  await expect(adding.getByText('Enter an address starting with https://, or leave it empty.')).toBeVisible();
  await adding.getByLabel('Website').fill('https://contoso.example');
  await adding.getByRole('button', { name: 'Add partner' }).click();

  await expect(page.getByRole('heading', { name: partner })).toBeFocused();
  const form = page.getByRole('form', { name: 'New key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Jobs feed');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Choose at least one scope: a key with none opens nothing.')).toBeVisible();
  await form.getByRole('checkbox', { name: /^jobs:/ }).check();
  await form.getByLabel('Calls per month').fill('1000');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^sp_api_[0-9A-Za-z]{38}$/);
  expect(await axeFindings(page, '.admin-tool')).toEqual([]);
  // The key just shown opens the jobs data at once, as the partner would call it.
  const occupations = () =>
    page.request.get('/functions/v1/partner-api/v1/jobs/occupations?limit=2', {
      headers: { Authorization: `Bearer ${secret}` },
    });
  const answered = await occupations();
  expect(answered.status()).toBe(200);
  expect((await answered.json()).data).toHaveLength(2);
  await page.getByRole('button', { name: 'I have kept it: hide the secret' }).click();
  await expect(page.locator('.credential-secret')).toHaveCount(0);

  const row = page.getByRole('row', { name: /Jobs feed/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1000');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Revoke Jobs feed' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke|Rotate/ })).toHaveCount(0);
  expect((await occupations()).status()).toBe(401);

  await page.getByRole('button', { name: '← All partners' }).click();
  // No live key left, no lead linked; its revoked key's day still counts in the usage table.
  await expect(page.getByRole('table', { name: 'Partners' }).getByRole('row', { name: partner })).toHaveText(
    new RegExp(`${partner}\\s*0\\s*0`),
  );
  await expect(page.getByRole('table', { name: 'Calls per key per day' })).toContainText(`${partner}: Jobs feed`);
  expect(await axeFindings(page, '.admin-tool')).toEqual([]);
});
