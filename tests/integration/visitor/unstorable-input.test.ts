import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countAll } from './support/database.ts';
import { callFunction, clientError, type RawCall } from './support/invoke.ts';
import { oneClickUnsubscribe, subscribeForMail } from './support/newsletterCalls.ts';

// What PostgreSQL refuses after the functions' own checks had let it through, one case per kind
// and per function that takes it: each is now refused first, with a 400 that names the field,
// and nothing is stored.
let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const nul = 'a\u0000b';
const loneSurrogate = 'a\ud800b';

async function expectRefused(name: string, call: RawCall, tables: readonly string[], field: string): Promise<void> {
  const before = await countAll(test, [...tables, 'embedded.outbox']);
  const response = await callFunction(test, name, call);
  const message = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { error?: { message?: string } };
  expect(await clientError(response)).toEqual({ status: 400, code: 'validation_failed' });
  expect(message.error?.message).toContain(field);
  expect(await countAll(test, [...tables, 'embedded.outbox'])).toEqual(before);
}

const event = (data: Record<string, unknown> = {}) => ({
  event: 'page_view',
  data: { sessionId: 'session-1234abcd', timestamp: '2026-11-20T10:00:00.000Z', url: 'https://example.test/', ...data },
});
const batch = (overrides: Record<string, unknown> = {}) => ({
  events: [event()],
  batchId: randomUUID(),
  timestamp: '2026-11-20T10:00:05.000Z',
  ...overrides,
});
const manySmallKeys = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`k${index}`, 0]));
const hugeNumbers = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`n${index}`, 1e300]));

describe('analytics-orchestrator refuses what the database would refuse', () => {
  const tables = ['public.analytics_batches', 'public.analytics_events'];
  const refused = (body: unknown, field: string) => expectRefused('analytics-orchestrator', { body }, tables, field);

  it('a NUL character or a lone surrogate in any text', async () => {
    await refused(batch({ events: [event({ note: nul })] }), 'events.0.data.note');
    await refused(batch({ events: [event({ sessionId: loneSurrogate })] }), 'events.0.data.sessionId');
  });

  it('the year 0000 and a time-zone offset of 16 hours', async () => {
    await refused(batch({ events: [event({ timestamp: '0000-01-01T00:00:00Z' })] }), 'events.0.data.timestamp');
    await refused(batch({ timestamp: '2026-11-20T10:00:05+16:00' }), 'timestamp');
  });

  it('event data over the size check as the database measures it: many small keys, or 1e300 numbers', async () => {
    // Both fit the 4,096 characters of JSON.stringify, which is how the size was measured before.
    for (const extras of [manySmallKeys, hugeNumbers]) {
      expect(JSON.stringify(event(extras).data).length).toBeLessThan(4096);
      await refused(batch({ events: [event(extras)] }), 'events.0.data');
    }
  });
});

describe('firstparty-analytics refuses what the database would refuse', () => {
  const context = { user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0', referrer: null, landing_page: '/welcome', locale: 'en' };
  const feature = (payload: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
    type: 'feature_use',
    session_id: 'session-5678efgh',
    payload: { feature: 'jobs-heatmap-filter', ...payload },
    context,
    event_id: randomUUID(),
    ...overrides,
  });
  const refused = (body: unknown, field: string) => expectRefused('firstparty-analytics', { body }, ['public.firstparty_events'], field);

  it('a NUL character or a lone surrogate in any text', async () => {
    await refused(feature({ metadata: { group: nul } }), 'payload.metadata.group');
    await refused(feature({}, { context: { ...context, landing_page: loneSurrogate } }), 'context.landing_page');
  });

  it('a payload or a context over the size check as the database measures it', async () => {
    const longPath = `/${'p'.repeat(2040)}`;
    await refused(feature({ metadata: hugeNumbers }), 'payload.metadata');
    await refused({ ...feature({}), type: 'page_view', payload: { path: longPath, title: 'Jobs', referrer: longPath } }, 'payload');
    await refused(feature({}, { context: { ...context, referrer: longPath, landing_page: longPath } }), 'context');
  });
});

describe('the contact and newsletter functions refuse what the database would refuse', () => {
  const message = (overrides: Record<string, unknown>) => ({
    name: 'Dana Whitfield',
    email: 'dana@example.test',
    message: 'Could we talk about a workshop?',
    ...overrides,
  });

  it('contact-submit: a NUL character or a lone surrogate in any text', async () => {
    await expectRefused('contact-submit', { body: message({ message: nul }) }, ['public.contact_messages'], 'message');
    await expectRefused('contact-submit', { body: message({ name: loneSurrogate }) }, ['public.contact_messages'], 'name');
  });

  it('newsletter-subscribe: a NUL character or a lone surrogate in the address', async () => {
    for (const email of [`a${nul}@example.test`, `a${loneSurrogate}@example.test`]) {
      await expectRefused('newsletter-subscribe', { body: { email } }, ['public.newsletter_subscribers'], 'email');
    }
  });

  it('newsletter-confirm and newsletter-unsubscribe: a NUL character or a lone surrogate in the token', async () => {
    const statuses = [
      "public.newsletter_subscribers where status = 'confirmed'",
      "public.newsletter_subscribers where status = 'unsubscribed'",
    ];
    for (const name of ['newsletter-confirm', 'newsletter-unsubscribe']) {
      for (const token of [`${'t'.repeat(42)}\u0000`, `${'t'.repeat(42)}\ud800`])
        await expectRefused(name, { body: { token } }, statuses, 'token');
    }
  });

  it("newsletter-unsubscribe: a NUL character in a one-click unsubscribe's query or form body", async () => {
    const email = 'one.click@example.test';
    const { oneClickUrl } = await subscribeForMail(test, email);
    const withNul = new URL(oneClickUrl);
    withNul.searchParams.set('token', `${withNul.searchParams.get('token')?.slice(0, 42)}\u0000`);
    for (const answer of [
      await oneClickUnsubscribe(withNul.href),
      await oneClickUnsubscribe(oneClickUrl, 'List-Unsubscribe=One-Click%00'),
    ]) {
      expect(await clientError(answer)).toEqual({ status: 400, code: 'validation_failed' });
    }
    expect(await countAll(test, ["public.newsletter_subscribers where status = 'unsubscribed'"])).toEqual({
      "public.newsletter_subscribers where status = 'unsubscribed'": 0,
    });
  });
});
