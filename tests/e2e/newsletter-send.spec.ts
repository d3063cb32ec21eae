import { expect, test } from '@playwright/test';
import { e2eAdminEmail } from '../../playwright.config.ts';
import { developmentServiceRoleKey } from '../../server/config/developmentDefaults.ts';
import { subscriberRows } from '../integration/support/confirmedSubscribers.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { startExtraBackend, type ExtraBackend } from './support/extraBackend.ts';
import { linkIn } from './support/mail.ts';

// A backend of this spec's own: a send goes to every confirmed subscriber, and the suite's shared
// backend holds the other specs' subscribers, whose newest mail those specs read.
const port = Number(process.env.E2E_PORT ?? 4399) + 5;
let backend: ExtraBackend;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.beforeAll(async () => {
  backend = await startExtraBackend(port, {});
});
test.afterAll(async () => {
  await backend?.stop();
});

const service = { apikey: developmentServiceRoleKey, authorization: `Bearer ${developmentServiceRoleKey}` };
const readers = ['ada@example.test', 'grace@example.test', 'linus@example.test'];
const subject = 'Five questions before your first AI pilot';

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

test('the owner tests an issue, sends it to three confirmed subscribers, and each mail unsubscribes its reader', async ({ page }) => {
  test.setTimeout(60_000);
  const issue = await test.step('three confirmed subscribers and a written issue', async () => {
    const rows = (await subscriberRows(developmentServiceRoleKey, readers)).map(({ is_sample: _sample, ...row }) => row);
    const listed = await page.request.post('/rest/v1/newsletter_subscribers', { headers: service, data: rows });
    expect(listed.ok(), await listed.text()).toBe(true);
    const written = await page.request.post('/rest/v1/newsletter_issues', {
      headers: { ...service, prefer: 'return=representation' },
      data: { slug: 'five-questions-issue', subject, preheader: 'Before the pilot', body_md: 'Ask **what problem** it solves first.' },
    });
    expect(written.ok(), await written.text()).toBe(true);
    return ((await written.json()) as { id: string }[])[0]?.id ?? '';
  });

  await signInAsAdmin(page);
  await page.goto(`/publishing?issue=${issue}`);
  const panel = page.getByRole('region', { name: 'Send this issue' });

  await test.step('a test goes to the owner first; only then can the issue go to everyone', async () => {
    await expect(panel.getByRole('button', { name: 'Send to all confirmed subscribers' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(panel.getByText(`Last test sent to ${e2eAdminEmail}`)).toBeVisible();
  });

  await test.step('the send names the count, asks once, and reports its progress', async () => {
    await panel.getByRole('button', { name: 'Send to all confirmed subscribers' }).click();
    await panel.getByRole('button', { name: 'Send to 3 confirmed subscribers' }).click();
    await expect(panel.getByRole('status')).toContainText('Sent 3 of 3');
  });

  await test.step('each reader has one mail, whose unsubscribe link takes them off the list', async () => {
    const { messages } = (await (await page.request.get('/_dev/mail.json')).json()) as { messages: CaughtMail[] };
    expect(messages.filter((mail) => mail.subject === `[Test] ${subject}`).map((mail) => mail.to)).toEqual([e2eAdminEmail]);
    const sent = messages.filter((mail) => mail.subject === subject);
    expect(sent.map((mail) => mail.to).sort()).toEqual(readers);
    for (const mail of sent) {
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = new URL(linkIn(mail, '/newsletter/unsubscribe'));
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
    }
  });
});
