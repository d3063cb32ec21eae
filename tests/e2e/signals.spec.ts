import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('the admin adds signals from links, filters and moves through them by keyboard, imports RSS and OPML files and exports CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const tag = `e2e${run}`;
  const quickAdd = page.getByRole('form', { name: 'Quick add' });
  const list = page.getByRole('list', { name: 'Signals' });

  await signInAsAdmin(page);
  await page.goto('/signals');
  await expect(quickAdd.getByLabel('Link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fetch the feeds now' })).toBeVisible();

  await test.step('a pasted link fills the source; tags and an occupational group go with the signal', async () => {
    await quickAdd.getByLabel('Link').fill(`https://www.ft.com/content/${run}`);
    await expect(quickAdd.getByLabel('Source')).toHaveValue('ft.com');
    await quickAdd.getByLabel('Title').fill(`Banks pilot agents ${run}`);
    await quickAdd.getByLabel('Tags').fill(`${tag} banking`);
    await quickAdd.getByLabel('Occupational group').selectOption({ label: 'Computer and Mathematical Occupations' });
    await expect(quickAdd.getByRole('list', { name: 'Occupational groups chosen' })).toContainText('Computer and Mathematical Occupations');
    await quickAdd.getByRole('group', { name: 'Strength' }).getByLabel('5').check();
    await quickAdd.getByRole('button', { name: 'Add signal' }).click();
    await expect(toasts(page).getByText('Signal added')).toBeVisible();
    await expect(quickAdd.getByLabel('Link')).toHaveValue('');

    await quickAdd.getByLabel('Title').fill(`Chip rules tighten ${run}`);
    await quickAdd.getByLabel('Tags').fill(tag);
    await quickAdd.getByRole('group', { name: 'Strength' }).getByLabel('2').check();
    await quickAdd.getByRole('button', { name: 'Add signal' }).click();
    await expect(list.getByRole('heading', { name: `Chip rules tighten ${run}` })).toBeVisible();
  });

  await test.step('the same link again names the signal that has it and keeps what was typed', async () => {
    await quickAdd.getByLabel('Link').fill(`https://www.ft.com/content/${run}`);
    await quickAdd.getByLabel('Title').fill('Typed again');
    await quickAdd.getByRole('button', { name: 'Add signal' }).click();
    await expect(quickAdd.getByRole('alert')).toContainText(`already kept as “Banks pilot agents ${run}”`);
    await expect(quickAdd.getByLabel('Title')).toHaveValue('Typed again');
    await quickAdd.getByLabel('Link').fill('');
    await quickAdd.getByLabel('Title').fill('');
  });

  await test.step('the tag and the minimum strength filter the list, kept in the address', async () => {
    await page.getByLabel('Tag', { exact: true }).selectOption(tag);
    await expect(page).toHaveURL(new RegExp(`\\?tag=${tag}$`));
    await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(2);
    await expect(list.getByRole('link', { name: 'Computer and Mathematical Occupations' })).toBeVisible();
    await page.getByLabel('Minimum strength').selectOption('4');
    await expect(page).toHaveURL(/min=4/);
    await expect(list.getByRole('heading')).toHaveCount(1);
    await page.reload();
    await expect(list.getByRole('heading', { name: `Banks pilot agents ${run}` })).toBeVisible();
    await expect(list.getByRole('heading')).toHaveCount(1);
    await page.getByLabel('Minimum strength').selectOption('1');
    await expect(list.getByRole('heading')).toHaveCount(2);
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('j and k move through the signals, e edits one, / goes to quick add', async () => {
    const items = list.locator(':scope > li');
    await page.getByText(/^Keys:/).click();
    await page.keyboard.press('j');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('e');
    await expect(page.getByRole('heading', { name: 'Edit the signal' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(`Chip rules tighten ${run}`);
    await page.getByRole('button', { name: '← All signals' }).click();
    await page.keyboard.press('/');
    await expect(quickAdd.getByLabel('Link')).toBeFocused();

    // Another tool links to one signal by its id.
    const id = (await items.nth(0).getAttribute('id'))?.replace('signal-', '');
    await page.goto(`/signals?signal=${id}`);
    await expect(page.getByLabel('Title')).toHaveValue(`Chip rules tighten ${run}`);
    await page.getByRole('button', { name: '← All signals' }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await page.getByLabel('Tag', { exact: true }).selectOption(tag);
  });

  await test.step('the CSV export holds the filtered list', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('date,title,link,source,strength,tags,tag_names,summary,sample');
    expect(csv).toContain(`Banks pilot agents ${run},https://www.ft.com/content/${run},ft.com,5,`);
    expect(csv).toContain(`Chip rules tighten ${run}`);
  });

  await test.step('an RSS file’s two items become signals, once; an OPML file adds its feed, whose fetch fails and says why', async () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire ${run}</title><link>https://wire.example.com/</link>
      <item><title>Insurers adopt triage ${run}</title><link>https://wire.example.com/${run}/a</link><guid>${run}-a</guid><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate><description>&lt;p&gt;Two insurers.&lt;/p&gt;</description></item>
      <item><title>Ports automate ${run}</title><link>https://wire.example.com/${run}/b</link><guid>${run}-b</guid></item>
    </channel></rss>`;
    const input = page.getByLabel('Import an RSS, Atom or OPML file');
    await input.setInputFiles({ name: 'wire.xml', mimeType: 'application/rss+xml', buffer: Buffer.from(rss) });
    await expect(page.getByText('wire.xml: 2 signals imported, 0 already kept, 0 refused.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(list.getByRole('heading', { name: `Insurers adopt triage ${run}` })).toBeVisible();
    await input.setInputFiles({ name: 'wire.xml', mimeType: 'application/rss+xml', buffer: Buffer.from(rss) });
    await expect(page.getByText('wire.xml: 0 signals imported, 2 already kept, 0 refused.')).toBeVisible();

    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Reader</title></head><body>
      <outline text="Wire ${run}" xmlUrl="http://127.0.0.1/${run}/feed.xml" htmlUrl="https://wire.example.com/"/></body></opml>`;
    await input.setInputFiles({ name: 'feeds.opml', mimeType: 'text/x-opml', buffer: Buffer.from(opml) });
    await expect(page.getByText('feeds.opml: 1 feed imported, 0 already kept, 0 refused.')).toBeVisible();
    const feedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `http://127.0.0.1/${run}/feed.xml` }) });
    await expect(feedRow.getByRole('cell').nth(3)).toHaveText('none');
    // An address on this machine is refused without being fetched, recorded on the feed, and waited out.
    await page.getByRole('button', { name: 'Fetch the feeds now' }).click();
    const refusal = '127.0.0.1 is a loopback address; only addresses on the public internet are fetched.';
    await expect(page.getByRole('status').filter({ hasText: `Wire ${run}: ${refusal} Tried again after` })).toBeVisible();
    await expect(feedRow.getByRole('cell').nth(3)).toContainText(`${refusal} Failed once; tried again after`);
    await page.getByRole('button', { name: 'Fetch the feeds now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No feed is due' })).toBeVisible();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a feed') });
    await expect(page.getByText(/notes\.txt: not imported\. This file is not readable XML/)).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
  });
});
