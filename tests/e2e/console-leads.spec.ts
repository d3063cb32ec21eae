import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { startExtraBackend, type ExtraBackend } from './support/extraBackend.ts';

// A backend of this spec's own: closing newsletter sign-ups on the suite's shared backend would
// fail the newsletter specs running beside this one.
const port = Number(process.env.E2E_PORT ?? 4399) + 4;
let backend: ExtraBackend;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.beforeAll(async () => {
  backend = await startExtraBackend(port, {});
});
test.afterAll(async () => {
  await backend?.stop();
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('a contact message becomes a lead moved to replied; a task is added, done and filtered; a switch closes newsletter sign-ups', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Morgan Lead ${Date.now().toString(36)}`;

  await test.step('a reader sends a message with the contact form', async () => {
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send a message' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('morgan@example.test');
    await form.getByLabel('Message').fill('Could you run an AI workshop for our leads?\nIdeally in March & April.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText(`Thank you, ${name}`);
  });

  await signInAsAdmin(page);

  await test.step('the message is a new lead; Reply quotes it; Mark replied moves it', async () => {
    await page.goto('/enterprise-ecosystem');
    const pipeline = page.getByRole('region', { name: 'Pipeline' });
    await expect(pipeline.getByRole('button', { name: /^New\s*1$/ })).toBeVisible();
    await page.getByRole('button', { name }).click();
    await expect(page.getByText('Ideally in March & April.')).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);
    const reply = new URL((await page.getByRole('link', { name: 'Reply' }).getAttribute('href')) ?? '');
    expect(decodeURIComponent(reply.pathname)).toBe('morgan@example.test');
    expect(reply.searchParams.get('body')).toContain('> Ideally in March & April.');
    await page.getByRole('button', { name: 'Mark replied' }).click();
    await expect(toasts(page).getByText('Marked replied')).toBeVisible();
    await expect(page.getByText('stage: Replied')).toBeVisible();
    await page.getByRole('button', { name: '← All leads' }).click();
    await expect(pipeline.getByRole('button', { name: /^Replied\s*1$/ })).toBeVisible();
    await expect(pipeline.getByRole('button', { name: /^New\s*0$/ })).toBeVisible();
  });

  await test.step('a task from the lead links back; it is done, and the views filter it', async () => {
    await page.getByRole('button', { name }).click();
    await page.getByRole('link', { name: 'Add task' }).click();
    await expect(page.getByLabel('Task', { exact: true })).toHaveValue(`Follow up with ${name}`);
    await page.getByRole('button', { name: 'Add task' }).click();
    const tasks = page.getByRole('region', { name: 'Tasks' });
    await expect(tasks.getByRole('link', { name })).toBeVisible();
    expect(await axeFindings(page, '#main')).toEqual([]);

    // A task without a title is refused beside the field, with what was typed kept.
    await page.getByLabel('Notes').fill('Agenda and slides');
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByLabel('Task', { exact: true })).toHaveAccessibleDescription('Enter what needs doing.');
    await expect(page.getByLabel('Notes')).toHaveValue('Agenda and slides');

    await tasks.getByRole('checkbox', { name: `Done: Follow up with ${name}` }).click();
    await expect(tasks.getByRole('button', { name: 'Done (1)' })).toBeVisible();
    await expect(tasks.getByText('No task in this view.')).toBeVisible();
    await tasks.getByRole('button', { name: 'Done (1)' }).click();
    await expect(tasks.getByRole('checkbox', { name: `Done: Follow up with ${name}` })).toBeChecked();
  });

  await test.step('closing newsletter sign-ups makes the footer form say so, keeping the address', async () => {
    await page.goto('/system-activation');
    await expect(page.getByText('Applies at the next deploy.')).toBeVisible();
    // The box follows the server: it turns off once the flip is stored.
    const signups = page.getByRole('checkbox', { name: 'Newsletter sign-ups open' });
    await signups.click();
    await expect(signups).not.toBeChecked();
    await expect(page.getByRole('listitem').filter({ hasText: 'Newsletter sign-ups open turned off by owner@example.test' })).toBeVisible();

    await page.goto('/privacy');
    const card = page.getByRole('region', { name: 'Weekly insights on AI at work' });
    await card.getByLabel('Email address').fill('paused.reader@example.test');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText('Sign-ups are paused for now. Please come back later.')).toBeVisible();
    await expect(card.getByLabel('Email address')).toHaveValue('paused.reader@example.test');
  });
});
