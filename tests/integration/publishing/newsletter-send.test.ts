import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../functions/newsletter-send/handler.ts';
import { unsubscribeTokenInput } from '../../../functions/_shared/visitor/newsletterLinks.ts';
import { hmacToken } from '../../../functions/_shared/visitor/tokens.ts';
import { bodyVariants } from '../../hostile/bodyCases.ts';
import { newsletterSendShape } from '../../hostile/endpoints/newsletterSend.ts';
import { toJsonText } from '../../hostile/jsonText.ts';
import { createFunctionsEnv } from '../../../server/functions/functionsEnv.ts';
import { backendStartTimeout } from '../support/backend.ts';
import { type ClockedBackend, minutes, startClockedBackend, stopClockedBackend } from '../support/clock.ts';
import { subscriberRows } from '../support/confirmedSubscribers.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { clientError } from '../visitor/support/invoke.ts';
import { postUnsubscribe } from '../visitor/support/newsletterCalls.ts';
import { sendPace } from '../../../functions/newsletter-send/sendChunk.ts';
import type { StoredMail } from '../../../server/contracts.ts';

const adminEmail = 'owner@example.test';
let clocked: ClockedBackend;
let admin: TestUser;
let reader: TestUser;

const test = () => clocked.test;
const sql = <Row>(text: string, params: unknown[] = []) =>
  test()
    .backend.deps.db.query<Row>(text, params)
    .then((result) => result.rows);

/** A body sent as it is, not as JSON of it. */
class RawBody {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
const sendRequest = (token: string, body: unknown) =>
  new Request(`${test().url}/functions/v1/newsletter-send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: test().anonKey, 'Content-Type': 'application/json' },
    body: body instanceof RawBody ? body.text : JSON.stringify(body),
  });
const callSend = (token: string, body: unknown) => fetch(sendRequest(token, body));
const asAdmin = async (action: string, issue: string) => {
  const response = await callSend(admin.accessToken, { action, issue });
  if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { total: number; sent: number; skipped: number; pending: number; done: boolean };
};

async function newIssue(slug: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.newsletter_issues (slug, subject, preheader, body_md) values ($1, $2, 'Before your first pilot', $3) returning id`,
    [slug, `Issue ${slug}`, 'Read [the article](/articles/five-questions) first.\n\n- one\n- two'],
  );
  if (!row) throw new Error('no issue');
  return row.id;
}

async function seedSubscribers(prefix: string, confirmed: number): Promise<string[]> {
  const emails = Array.from({ length: confirmed }, (_, index) => `${prefix}.${index}@example.test`);
  const rows = [
    ...(await subscriberRows(test().serviceRoleKey, emails)),
    ...(await subscriberRows(test().serviceRoleKey, [`${prefix}.pending@example.test`], 'pending')),
    ...(await subscriberRows(test().serviceRoleKey, [`${prefix}.gone@example.test`], 'unsubscribed')),
    ...(await subscriberRows(test().serviceRoleKey, [`${prefix}.sample@example.test`], 'confirmed', true)),
  ];
  // Each case has its own list: an issue goes to everyone confirmed.
  await sql('delete from public.newsletter_subscribers');
  await sql(
    `insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, confirmed_at, is_sample)
     select * from jsonb_to_recordset($1::jsonb) as r(email text, status text, unsubscribe_token_hash text, confirmed_at timestamptz, is_sample boolean)`,
    [JSON.stringify(rows)],
  );
  return emails;
}

const mail = (found: StoredMail | undefined): StoredMail => {
  if (!found) throw new Error('no mail');
  return found;
};

const mailCounts = async (subject: string) => {
  const counts = new Map<string, number>();
  for (const mail of await test().mails()) if (mail.subject === subject) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  return counts;
};

beforeAll(async () => {
  clocked = await startClockedBackend({ adminEmails: [adminEmail] });
  admin = await createTestUser(test(), adminEmail);
  reader = await createTestUser(test(), 'reader@example.test');
}, backendStartTimeout);
afterAll(() => stopClockedBackend(clocked));

describe('newsletter-send', () => {
  it('refuses a visitor, a reader, and a send before any test, mailing nobody', async () => {
    const issue = await newIssue('refusals');
    await seedSubscribers('refusals', 2);
    expect(await clientError(await callSend(test().anonKey, { action: 'send', issue }))).toEqual({ status: 401, code: 'not_signed_in' });
    expect(await clientError(await callSend(reader.accessToken, { action: 'test', issue }))).toEqual({ status: 403, code: 'forbidden' });
    expect(await clientError(await callSend(admin.accessToken, { action: 'send', issue }))).toEqual({ status: 409, code: 'conflict' });
    expect(await clientError(await callSend(admin.accessToken, { action: 'send', issue: 'not-a-uuid' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await sql('select * from public.newsletter_deliveries where issue_id = $1', [issue])).toEqual([]);
    expect(await mailCounts('Issue refusals')).toEqual(new Map());
  });

  it('refuses 60 hostile bodies from the admin with a coded 4xx, and mails nobody', async () => {
    const before = (await test().mails()).length;
    const variants = fc.sample(
      bodyVariants(newsletterSendShape).filter((variant) => variant.expect === 'refused'),
      { numRuns: 60, seed: 13 },
    );
    const wrong: string[] = [];
    for (const { body, hostile } of variants) {
      const answer = await fetch(sendRequest(admin.accessToken, new RawBody(toJsonText(body))));
      const { status, code } = await clientError(answer);
      if (status < 400 || status >= 500 || typeof code !== 'string') wrong.push(`${hostile}: ${status}`);
    }
    expect(wrong).toEqual([]);
    expect((await test().mails()).length).toBe(before);
  });

  it('mails the test to the admin alone, and refuses sending content changed after it', async () => {
    const issue = await newIssue('tested');
    const state = await asAdmin('test', issue);
    expect(state).toMatchObject({ test: { to: adminEmail, current: true }, started: false, total: 0 });
    const [mail] = (await test().mails()).filter((each) => each.subject === '[Test] Issue tested');
    expect(mail?.to).toBe(adminEmail);
    expect(mail?.html).toContain(`<a href="${test().url}/articles/five-questions">the article</a>`);
    expect(mail?.text).toContain('Read [the article](/articles/five-questions) first.');
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await sql(`update public.newsletter_issues set body_md = 'Rewritten after the test.' where id = $1`, [issue]);
    expect((await asAdmin('status', issue)) as unknown).toMatchObject({ test: { current: false } });
    expect(await clientError(await callSend(admin.accessToken, { action: 'send', issue }))).toEqual({ status: 409, code: 'conflict' });
  });

  it('refuses the editor marking an issue published: only its send does that', async () => {
    const issue = await newIssue('marked-by-hand');
    const { error } = await admin.client.from('newsletter_issues').update({ status: 'published' }).eq('id', issue);
    expect(error?.message).toContain('published by sending it');
    expect(await sql('select status from public.newsletter_issues where id = $1', [issue])).toEqual([{ status: 'draft' }]);
  });

  it('refuses a subject with a line break or another control character in the database and in the function, storing and mailing nothing', async () => {
    const issue = await newIssue('controls');
    for (const subject of ['Hi\r\nBcc: everyone@example.test', 'Tab\there', 'Line\u2028separator', 'C1\u0085control']) {
      const { error } = await admin.client.from('newsletter_issues').update({ subject }).eq('id', issue);
      expect([error?.code, error?.message]).toEqual(['23514', expect.stringContaining('subject_without_control_characters')]);
    }
    expect(await sql('select subject from public.newsletter_issues where id = $1', [issue])).toEqual([{ subject: 'Issue controls' }]);

    // A row stored before the rule: the function refuses to mail it, and the migration cleans it.
    const migration = readFileSync('supabase/migrations/20261129005000_newsletter_subject_controls.sql', 'utf8');
    await sql('alter table public.newsletter_issues drop constraint newsletter_issues_subject_without_control_characters');
    await sql('alter table public.newsletter_sends drop constraint newsletter_sends_subject_without_control_characters');
    await sql(`update public.newsletter_issues set subject = E'Hi\\r\\nBcc: everyone@example.test' where id = $1`, [issue]);
    const [blank] = await sql<{ id: string }>(
      `insert into public.newsletter_issues (slug, subject) values ('controls-only', E'\\t\\u2028') returning id`,
    );
    await sql(`insert into public.newsletter_sends (issue_id, subject) values ($1, E'Frozen\\nsubject')`, [blank?.id]);
    const mailsBefore = (await test().mails()).length;
    expect(await clientError(await callSend(admin.accessToken, { action: 'test', issue }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect((await test().mails()).length).toBe(mailsBefore);
    await test().backend.deps.db.exec(migration);
    expect(await sql('select subject from public.newsletter_issues where id in ($1, $2) order by slug', [issue, blank?.id])).toEqual([
      { subject: 'Hi Bcc: everyone@example.test' },
      { subject: 'Untitled issue' },
    ]);
    expect(await sql('select subject from public.newsletter_sends where issue_id = $1', [blank?.id])).toEqual([
      { subject: 'Frozen subject' },
    ]);
  });

  it('mails every confirmed subscriber exactly once across a crash after the provider accepted the mails, and none who left before theirs', async () => {
    const issue = await newIssue('crash');
    const emails = await seedSubscribers('crash', 30);
    await asAdmin('test', issue);
    // The function's connection to the database dies once the first batch of mails was accepted,
    // before the batch is recorded: the call fails and its recipients stay leased.
    const innerFetch = (request: Request) =>
      request.url.includes('/rpc/admin_newsletter_record_deliveries')
        ? Promise.reject(new TypeError('the connection was lost'))
        : test().backend.fetch(request);
    const crashing = createFunctionsEnv(test().backend.deps, innerFetch);
    expect((await handle(sendRequest(admin.accessToken, { action: 'send', issue }), crashing)).status).toBe(503);
    const mailedBeforeCrash = await mailCounts('Issue crash');
    expect(mailedBeforeCrash.size).toBe(sendPace.batchSize);
    expect(new Set(mailedBeforeCrash.values())).toEqual(new Set([1]));

    // Meanwhile one reader who has the mail leaves with its one-click link (RFC 8058's own
    // example is a multipart POST), and one who does not have it yet leaves too.
    const [mailed] = (await test().mails()).filter((mail) => mail.subject === 'Issue crash');
    const oneClickUrl = /<(https?:[^>]+)>/.exec(mail(mailed).headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect(await (await fetch(oneClickUrl, { method: 'POST', body: form })).json()).toEqual({ ok: true, status: 'unsubscribed' });
    const leaving = emails.find((email) => !mailedBeforeCrash.has(email)) ?? '';
    const token = await hmacToken(test().serviceRoleKey, unsubscribeTokenInput(leaving));
    expect((await postUnsubscribe(test(), token)).status).toBe(200);

    // Resumed once the crashed call's lease has run out.
    await clocked.clock.advance(minutes(3));
    let state = await asAdmin('send', issue);
    while (!state.done) state = await asAdmin('send', issue);
    expect(state).toMatchObject({ total: 30, sent: 28, skipped: 2, pending: 0, done: true });
    const counts = await mailCounts('Issue crash');
    const reached = emails.filter((email) => email !== leaving);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(reached.map((email) => [email, 1])));
    expect(await sql('select status, published_at is not null as dated from public.newsletter_issues where id = $1', [issue])).toEqual([
      { status: 'published', dated: true },
    ]);
    // A sent issue sends nothing more.
    expect(await asAdmin('send', issue)).toMatchObject({ sent: 28, done: true });
    expect((await mailCounts('Issue crash')).size).toBe(29);
  });

  it('shares the work between concurrent calls without mailing anyone twice, each mail with its own unsubscribe link', async () => {
    const issue = await newIssue('concurrent');
    const emails = await seedSubscribers('concurrent', 30);
    await asAdmin('test', issue);
    await Promise.all([asAdmin('send', issue), asAdmin('send', issue), asAdmin('send', issue)]);
    let state = await asAdmin('send', issue);
    while (!state.done) state = await asAdmin('send', issue);
    expect(state).toMatchObject({ total: 30, sent: 30, skipped: 0, done: true });
    const counts = await mailCounts('Issue concurrent');
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect(new Set(counts.values())).toEqual(new Set([1]));
    const mails = (await test().mails()).filter((mail) => mail.subject === 'Issue concurrent');
    const links = new Set(mails.map((mail) => /\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)?.[0]));
    expect(links.size).toBe(30);
  });
});
