import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { runCheck, systemTestChecks, type CheckResult, type SystemTestContext } from '../../../src/lib/system-test/checks.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const adminEmail = 'owner@example.test';
const password = 'correct horse battery staple';
let test: TestBackend;
let admin: SupabaseClient;
let adminId: string;
let user: TestUser;

/** A port nothing listens on: the mail sender's address, so every mail fails as a dead provider's would. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  test = await startTestBackend({
    adminEmails: [adminEmail],
    env: { EMAIL_API_URL: `http://127.0.0.1:${await deadPort()}/emails`, EMAIL_API_KEY: 'test-key', MAIL_FROM: 'site@example.test' },
  });
  // Signed in with a password, for a real refresh token (the sign-up flow's mail could not be sent).
  const { rows } = await test.backend.deps.db.query<{ id: string }>(
    'insert into auth.users (email, email_confirmed_at, encrypted_password) values ($1, now(), $2) returning id',
    [adminEmail, await hashPassword(password)],
  );
  adminId = rows[0]?.id ?? '';
  admin = createClient(test.url, test.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const signedIn = await admin.auth.signInWithPassword({ email: adminEmail, password });
  if (signedIn.error) throw signedIn.error;
  user = await createTestUser(test, 'reader@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

const outcomes = async (where: string) =>
  (await test.backend.deps.db.query<Record<string, unknown>>(`select *, xmin::text as tx from public.operation_outcomes where ${where}`))
    .rows;

describe('the operations record', () => {
  it('keeps each function answer and local route with no personal data, written after the answers in batches', async () => {
    const marker = `marker-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => admin.functions.invoke('admin-status', { body: { marker } }).then((answer) => answer.error)),
    );
    expect(answers).toEqual(Array(12).fill(null));
    await admin.from('voice_sessions').select('id').eq('id', randomUUID());
    await test.backend.flushOperations();

    const functionRows = await outcomes(`name = 'admin-status'`);
    expect(functionRows).toHaveLength(12);
    expect(new Set(functionRows.map((row) => row.tx)).size).toBeLessThan(12);
    for (const row of functionRows) expect(row).toMatchObject({ origin: 'function', status: 200, error_code: null });
    expect(await outcomes(`name = 'rest/v1/voice_sessions'`)).toEqual([expect.objectContaining({ origin: 'local_rest', status: 200 })]);
    const everything = JSON.stringify(await outcomes('true'));
    for (const personal of [adminEmail, adminId, '127.0.0.1', marker]) expect(everything).not.toContain(personal);
    expect(Object.keys(functionRows[0] ?? {}).sort()).toEqual(['at', 'duration_ms', 'error_code', 'id', 'name', 'origin', 'status', 'tx']);
  });

  it('records a refusal with its code, and a sign-in as a local auth route', async () => {
    const refused = await user.client.functions.invoke('system-status', { method: 'GET' });
    expect(refused.response?.status).toBe(403);
    await test.backend.flushOperations();
    expect(await outcomes(`name = 'system-status'`)).toEqual([expect.objectContaining({ status: 403, error_code: 'forbidden' })]);
    expect(await outcomes(`name = 'auth/v1/token'`)).toEqual([expect.objectContaining({ origin: 'local_auth', status: 200 })]);
  });

  it('removes rows past the 30-day retention period at its next write', async () => {
    await test.backend.deps.db.exec(`insert into public.operation_outcomes (at, origin, name, status, duration_ms) values
      (now() - interval '31 days', 'function', 'retention-old', 200, 1), (now() - interval '29 days', 'function', 'retention-kept', 200, 1)`);
    await admin.rpc('is_admin');
    await test.backend.flushOperations();
    expect((await outcomes(`name like 'retention-%'`)).map((row) => row.name)).toEqual(['retention-kept']);
  });

  it('refuses writes from anyone but the service role', async () => {
    const row = { origin: 'function', name: 'planted', status: 200, duration_ms: 1, error_code: null };
    for (const client of [test.client(), user.client, admin]) {
      expect((await client.rpc('record_operation_outcomes', { p_outcomes: [row] })).error).not.toBeNull();
    }
    expect(await outcomes(`name = 'planted'`)).toEqual([]);
  });
});

describe('the health figures', () => {
  // Durations 20, 40, … 200 ms in the last day: p95 by linear interpolation is at rank 0.95 × 9 = 8.55,
  // between 180 and 200: 180 + 0.55 × 20 = 191. Two more a few days ago, one 4xx and one 5xx.
  const seed = `insert into public.operation_outcomes (at, origin, name, status, duration_ms, error_code) values
    ${Array.from({ length: 10 }, (_, index) => `(now() - interval '${index + 1} hours', 'function', 'fixture-fn', ${index < 7 ? 200 : index < 9 ? 404 : 500}, ${(index + 1) * 20}, null)`).join(',')},
    (now() - interval '3 days', 'function', 'fixture-fn', 429, 5, 'rate_limited'),
    (now() - interval '3 days', 'function', 'fixture-fn', 503, 7, 'service_unavailable'),
    (now() - interval '2 days', 'function', 'analytics-orchestrator', 400, 3, 'validation_failed'),
    (now() - interval '2 hours', 'job', 'mail', 200, 40, null),
    (now() - interval '5 days', 'job', 'mail', 502, 40, 'mail_failed'),
    (now() - interval '9 days', 'function', 'fixture-fn', 200, 1, null);
    insert into public.analytics_batches (batch_id, event_count, received_at) values
    (gen_random_uuid(), 3, now() - interval '2 hours'), (gen_random_uuid(), 1, now() - interval '2 hours'),
    (gen_random_uuid(), 2, now() - interval '3 days')`;

  it('counts requests, 4xx, 5xx and the p95 per function, and the batches, mails and refusals, over 24 hours and 7 days', async () => {
    // Batches are counted where the analytics pages count them: whoever stored them, the function or the demo.
    const batchesBefore = async (hours: number) =>
      ((await admin.rpc('admin_operations_health', { p_hours: hours })).data as { analytics: { stored: number } }).analytics.stored;
    const [dayBefore, weekBefore] = [await batchesBefore(24), await batchesBefore(168)];
    await test.backend.deps.db.exec(seed);
    const day = await admin.rpc('admin_operations_health', { p_hours: 24 });
    const week = await admin.rpc('admin_operations_health', { p_hours: 168 });
    expect(day.error).toBeNull();
    const fixture = (answer: typeof day) =>
      (answer.data as { functions: { name: string }[] }).functions.find((row) => row.name === 'fixture-fn');
    expect(fixture(day)).toEqual({ origin: 'function', name: 'fixture-fn', requests: 10, client_errors: 2, server_errors: 1, p95_ms: 191 });
    // 12 rows: 5 and 7 ms, then 20 … 200 ms; rank 0.95 × 11 = 10.45, between 180 and 200: 180 + 0.45 × 20 = 189.
    expect(fixture(week)).toEqual({
      origin: 'function',
      name: 'fixture-fn',
      requests: 12,
      client_errors: 3,
      server_errors: 2,
      p95_ms: 189,
    });
    expect(day.data).toMatchObject({ analytics: { stored: dayBefore + 2, rejected: 0 }, mail: { sent: 1, failed: 0 }, rate_limited: 0 });
    expect(week.data).toMatchObject({ analytics: { stored: weekBefore + 3, rejected: 1 }, mail: { sent: 1, failed: 1 }, rate_limited: 1 });
  });

  it('lists the newest outcomes, filtered by name and status class', async () => {
    const { data, error } = await admin.rpc('admin_recent_operations', { p_limit: 5, p_name: 'fixture-fn', p_status_class: '4xx' });
    expect(error).toBeNull();
    expect((data as { status: number }[]).map((row) => row.status)).toEqual([404, 404, 429]);
    const names = await admin.rpc('admin_operation_names');
    expect(names.data).toContainEqual({ origin: 'job', name: 'mail' });
  });

  it('gives nothing to anyone but the admin', async () => {
    for (const client of [test.client(), user.client]) {
      expect((await client.rpc('admin_operations_health', { p_hours: 24 })).data).toBeNull();
      expect((await client.rpc('admin_recent_operations', { p_limit: 5 })).data).toBeNull();
      expect((await client.rpc('admin_applied_migrations')).data).toBeNull();
    }
  });
});

describe('the AI apps figures', () => {
  // hub-chat: 20, 40, … 200 ms in the last day (p95 191, as above), two refused and one failed;
  // older rows and another origin's row of the same name are not counted. hub-brief: runs of 1, 3
  // and 2 s (p95 at rank 0.95 × 2 = 1.9: 2 + 0.9 × 1 = 2.9 s), one waiting, one from two days ago.
  const seed = (starter: string) => `
    insert into public.operation_outcomes (at, origin, name, status, duration_ms) values
      ${Array.from({ length: 10 }, (_, index) => `(now() - interval '${index + 1} hours', 'function', 'hub-chat', ${index < 7 ? 200 : index < 9 ? 429 : 503}, ${(index + 1) * 20})`).join(',')},
      (now() - interval '3 days', 'function', 'hub-chat', 200, 5),
      (now() - interval '5 minutes', 'job', 'hub-chat', 200, 5),
      (now() - interval '3 days', 'function', 'hub-voice', 200, 5);
    insert into public.ai_runs (workflow, status, starter, created_at, started_at, finished_at) values
      ${[1000, 3000, 2000].map((ms, index) => `('hub-brief', '${index === 2 ? 'failed' : 'succeeded'}', '${starter}', now() - interval '${index + 2} hours', now() - interval '${index + 2} hours', now() - interval '${index + 2} hours' + interval '${ms} milliseconds')`).join(',')},
      ('hub-brief', 'waiting_approval', '${starter}', now() - interval '1 hour', now() - interval '1 hour', null),
      ('hub-brief', 'succeeded', '${starter}', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days');
    insert into private.ai_provider_calls (day, scope, calls) values
      ((now() at time zone 'utc')::date, 'global', 7), ((now() at time zone 'utc')::date, 'user:${starter}', 3),
      ((now() at time zone 'utc')::date - 1, 'global', 99)
    on conflict (day, scope) do update set calls = excluded.calls;`;
  /** The newest time of a query, as the answer's JSON writes it. */
  const newest = async (sql: string) =>
    (await test.backend.deps.db.query<{ at: string | null }>(`select to_jsonb((${sql})) #>> '{}' as at`)).rows[0]?.at;
  const args = { p_functions: ['hub-chat', 'hub-voice', 'hub-never'], p_workflows: ['hub-brief', 'hub-unrun'] };
  type Figures = { name: string; last_at: string | null }[];
  const withoutLast = (rows: Figures) => rows.map(({ last_at: _, ...row }) => row);

  it('counts each function’s and workflow’s last 24 hours, their last use, and today’s quota, for the admin', async () => {
    await test.backend.deps.db.exec(seed(adminId));
    const { data, error } = await admin.rpc('admin_ai_apps_figures', args);
    expect(error).toBeNull();
    expect(withoutLast(data.functions)).toEqual([
      { name: 'hub-chat', calls: 10, refused: 2, failed: 1, p95_ms: 191 },
      { name: 'hub-voice', calls: 0, refused: 0, failed: 0, p95_ms: null },
      { name: 'hub-never', calls: 0, refused: 0, failed: 0, p95_ms: null },
    ]);
    expect((data.functions as Figures).map((row) => row.last_at)).toEqual([
      await newest(`select max(at) from public.operation_outcomes where name = 'hub-chat' and origin = 'function'`),
      await newest(`select max(at) from public.operation_outcomes where name = 'hub-voice'`),
      null,
    ]);
    expect(withoutLast(data.workflows)).toEqual([
      { name: 'hub-brief', runs: 4, failed: 1, p95_ms: 2900 },
      { name: 'hub-unrun', runs: 0, failed: 0, p95_ms: null },
    ]);
    expect((data.workflows as Figures).map((row) => row.last_at)).toEqual([
      await newest(`select max(created_at) from public.ai_runs where workflow = 'hub-brief'`),
      null,
    ]);
    expect(data.quota).toEqual({ day: new Date().toISOString().slice(0, 10), everyone: 7, yours: 3 });
    const none = await admin.rpc('admin_ai_apps_figures', { p_functions: [], p_workflows: [] });
    expect([none.error, none.data.functions, none.data.workflows]).toEqual([null, [], []]);
  });

  it('refuses names that are not names, and gives nothing to anyone but the admin', async () => {
    const refused = await admin.rpc('admin_ai_apps_figures', { ...args, p_functions: ['ai-chat', 'Robert); drop table'] });
    expect(refused.error?.message).toMatch(/^Expected p_functions as at most 50 function names/);
    for (const client of [test.client(), user.client]) {
      const answer = await client.rpc('admin_ai_apps_figures', args);
      expect([answer.data, answer.error === null]).toEqual([null, false]);
    }
    expect((await user.client.rpc('admin_ai_apps_figures', args)).error?.message).toBe(
      "The AI apps hub is for the site's administrator only.",
    );
  });
});

describe('the system test', () => {
  const context = (): SystemTestContext => ({
    supabase: admin,
    backendUrl: test.url,
    anonKey: test.anonKey,
    siteUrl: test.url,
    // Node's own user agent reads as a bot to the analytics function; the page sends a browser's.
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', ...init?.headers } }),
    randomUUID,
  });
  const run = async () => {
    const results: CheckResult[] = [];
    for (const check of systemTestChecks) results.push(await runCheck(check, context(), () => performance.now()));
    return Object.fromEntries(results.map((result) => [result.id, result]));
  };

  it('passes every check but the mail, whose sender is down, and removes its test event', async () => {
    const results = await run();
    expect(
      Object.values(results)
        .filter((result) => !result.ok)
        .map((result) => result.id),
    ).toEqual(['test-mail']);
    expect(results['test-mail']?.detail).toContain('503');
    const { rows } = await test.backend.deps.db.query(`select 1 from public.analytics_events where session_id like 'system-test-%'`);
    expect(rows).toEqual([]);
    await test.backend.flushOperations();
    expect(await outcomes(`origin = 'job' and name = 'mail'`)).toContainEqual(
      expect.objectContaining({ status: 502, error_code: 'mail_failed' }),
    );
  });

  it('removes only a batch of system-test events', async () => {
    await test.backend.deps.db.exec(`insert into public.analytics_batches (batch_id, event_count) values ('0b7d1c9e-2f4a-4c3b-8e6d-5a1f0c2b3d4e', 1);
      insert into public.analytics_events (batch_id, name, session_id, occurred_at) values ('0b7d1c9e-2f4a-4c3b-8e6d-5a1f0c2b3d4e', 'page_view', 'session-of-a-reader', now())`);
    const refused = await admin.rpc('admin_remove_system_test_batch', { p_batch_id: '0b7d1c9e-2f4a-4c3b-8e6d-5a1f0c2b3d4e' });
    expect(refused.error?.message).toContain('not a system test');
    const { rows } = await test.backend.deps.db.query(`select 1 from public.analytics_events where session_id = 'session-of-a-reader'`);
    expect(rows).toHaveLength(1);
  });

  // Only the checks that fail at once: supabase-js retries a refresh against a 503 for half a minute.
  it('fails the checks that need the database once it is stopped', async () => {
    await test.backend.deps.db.close();
    for (const id of ['admin-read', 'analytics-event']) {
      const check = systemTestChecks.find((candidate) => candidate.id === id);
      if (!check) throw new Error(`No check ${id}`);
      const result = await runCheck(check, context(), () => performance.now());
      expect(result).toMatchObject({ ok: false });
      expect(result.detail).not.toBe('');
    }
  });
});
