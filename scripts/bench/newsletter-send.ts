/**
 * `npm run bench:newsletter-send`: sends one issue to 10,000 confirmed subscribers through the
 * local mail catcher, as the owner's send panel does: a test to the owner first, then calls to
 * newsletter-send one after another until the send is done. The backend is the embedded one in
 * memory, over HTTP on 127.0.0.1. Prints mails per second and the time to finish, and checks that
 * every subscriber got exactly one mail. Options: --subscribers=<n> (10000).
 */
import { z } from 'zod';
import { startTestBackend } from '../../tests/integration/support/backend.ts';
import { subscriberRows } from '../../tests/integration/support/confirmedSubscribers.ts';
import { createTestUser } from '../../tests/integration/support/users.ts';

const optionsSchema = z.strictObject({ subscribers: z.coerce.number().int().min(1).max(100_000).default(10_000) });
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.safeParse(rawOptions);
if (!parsed.success) {
  console.error(`Expected --subscribers=<1..100000>; received ${process.argv.slice(2).join(' ') || 'nothing'}.`);
  process.exit(2);
}
const { subscribers } = parsed.data;
const ownerEmail = 'owner@example.test';

// The outbox prints a line per mail; ten thousand of them would bury the figures.
const log = console.log;
console.log = () => {};
const server = await startTestBackend({ adminEmails: [ownerEmail], env: { OPERATIONS_RECORD: 'off' } });
const db = server.backend.deps.db;
try {
  const owner = await createTestUser(server, ownerEmail);
  const emails = Array.from({ length: subscribers }, (_, index) => `reader.${index}@example.test`);
  const rows = await subscriberRows(server.serviceRoleKey, emails);
  // One multi-row insert, as a list imported at once.
  await db.query(
    `insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, confirmed_at, is_sample)
     select * from jsonb_to_recordset($1::jsonb) as r(email text, status text, unsubscribe_token_hash text, confirmed_at timestamptz, is_sample boolean)`,
    [JSON.stringify(rows)],
  );
  const issue = (
    await db.query<{ id: string }>(
      `insert into public.newsletter_issues (slug, subject, preheader, body_md) values ('bench-issue', 'Five questions before your first AI pilot',
        'What to ask first', $1) returning id`,
      [`# Before the pilot\n\n${'Ask what problem it solves, who owns it, and how you will know it worked. '.repeat(30)}\n\n[Read more](/articles/five-questions)`],
    )
  ).rows[0]?.id;
  const call = async (action: 'test' | 'send') => {
    const response = await fetch(`${server.url}/functions/v1/newsletter-send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.accessToken}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, issue }),
    });
    if (!response.ok) throw new Error(`newsletter-send ${action} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { total: number; sent: number; done: boolean };
  };
  await call('test');
  const started = performance.now();
  let calls = 0;
  let state = { total: 0, sent: 0, done: false };
  while (!state.done) {
    state = await call('send');
    calls++;
    log(`call ${calls}: sent ${state.sent} of ${state.total} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const mailed = await db.query<{ mails: number; recipients: number }>(
    `select count(*)::int as mails, count(distinct recipient)::int as recipients from embedded.outbox where subject = 'Five questions before your first AI pilot'`,
  );
  const { mails, recipients } = mailed.rows[0] ?? { mails: 0, recipients: 0 };
  if (mails !== subscribers || recipients !== subscribers) {
    throw new Error(`Expected ${subscribers} mails, one per subscriber; the outbox holds ${mails} to ${recipients} addresses.`);
  }
  log(`\n${subscribers} subscribers, ${calls} calls of newsletter-send, each mail checked once in the outbox`);
  log(`mails per second: ${(subscribers / seconds).toFixed(0)}`);
  log(`time to finish: ${seconds.toFixed(1)} s`);
} finally {
  await server.stop();
}
