import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countRows } from './support/database.ts';
import { expectAllRejected } from './support/fuzz.ts';
import { badText, nonObject, nonString, notJson, remove, unknownKey, withAt } from './support/hostile.ts';
import { callFunction, clientError } from './support/invoke.ts';

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const context = {
  user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  referrer: null,
  landing_page: '/welcome',
  locale: 'en-GB',
};
const pageView = (overrides: Record<string, unknown> = {}) => ({
  type: 'page_view',
  session_id: 'session-5678efgh',
  payload: { path: '/ai-survival-kit', title: 'AI Confidence Kit', referrer: '/welcome' },
  context,
  event_id: randomUUID(),
  ...overrides,
});
const send = (body: Record<string, unknown>) => test.client().functions.invoke('firstparty-analytics', { body });
const storedWithId = (eventId: unknown) => countRows(test, `public.firstparty_events where client_event_id = '${String(eventId)}'`);

describe('firstparty-analytics', () => {
  it('stores each of the three payload types with its session and context', async () => {
    const bodies = [
      pageView(),
      pageView({
        type: 'app_usage',
        payload: { app: 'ai-confidence-kit', action: 'open_card', metadata: { card: 'prompting-basics', step: 2 } },
      }),
      pageView({ type: 'feature_use', payload: { feature: 'jobs-heatmap-filter', metadata: { group: 'finance' } } }),
    ];
    for (const body of bodies) expect((await send(body)).data).toEqual({ stored: true });
    const rows = await test.backend.deps.db.query<{ type: string; session_id: string; payload: unknown; context: unknown }>(
      'select type, session_id, payload, context from public.firstparty_events where client_event_id = any($1::uuid[]) order by id',
      [bodies.map((body) => body.event_id)],
    );
    expect(rows.rows).toEqual(bodies.map(({ type, session_id, payload }) => ({ type, session_id, payload, context })));
  });

  it('stores an event sent twice with the same event_id once, and says so', async () => {
    const body = pageView();
    expect((await send(body)).data).toEqual({ stored: true });
    expect((await send(body)).data).toEqual({ stored: false, duplicate: true });
    expect(await storedWithId(body.event_id)).toBe(1);
  });

  it('answers 202 to an obvious bot, by header or by context, and stores nothing', async () => {
    const byHeader = pageView();
    const crawler = await callFunction(test, 'firstparty-analytics', {
      body: byHeader,
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    });
    const byContext = pageView({
      context: { ...context, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' },
    });
    const headless = await callFunction(test, 'firstparty-analytics', { body: byContext });
    expect([crawler.status, await crawler.json(), headless.status]).toEqual([202, { stored: false }, 202]);
    expect((await storedWithId(byHeader.event_id)) + (await storedWithId(byContext.event_id))).toBe(0);
  });

  it('refuses a call without a key of this project with 401, before anything runs', async () => {
    const response = await fetch(`${test.url}/functions/v1/firstparty-analytics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pageView()),
    });
    expect(await clientError(response)).toEqual({ status: 401, code: 'not_signed_in' });
  });

  it('answers 1,000 malformed or hostile bodies with a 4xx JSON error and stores nothing', { timeout: 120_000 }, async () => {
    const valid = pageView();
    const field = (path: string[], value: fc.Arbitrary<unknown>) =>
      value.map((replacement) => ({ body: withAt(valid, path, replacement) }));
    const calls = fc.oneof(
      fc.record({ body: nonObject }),
      fc.record({ body: notJson }),
      fc.record({
        body: fc.constant(JSON.stringify(valid)),
        contentType: fc.constantFrom('application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded'),
      }),
      fc.record({ body: fc.constant(valid), method: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE') }),
      field(['type'], fc.oneof(nonString, fc.constantFrom('PAGE_VIEW', 'page_view ', 'purchase', ''), fc.constant(remove))),
      field(['session_id'], fc.oneof(badText(128), fc.constant(''), fc.constant(remove))),
      field(['event_id'], fc.oneof(nonString, fc.string({ maxLength: 36 }))),
      field(['payload'], fc.oneof(nonObject, fc.constant({ app: 'kit', action: 'open' }), fc.constant(remove))),
      field(['payload', 'path'], fc.oneof(badText(2048), fc.constant(''), fc.constant(remove))),
      field(['payload', 'title'], fc.oneof(badText(300), fc.constant(remove))),
      field(
        ['payload', 'referrer'],
        badText(2048).filter((value) => value !== null),
      ),
      field(['context'], fc.oneof(nonObject, fc.constant(remove))),
      field(
        ['context', 'user_agent'],
        badText(512).filter((value) => value !== null),
      ),
      field(['context', 'locale'], fc.oneof(fc.constantFrom('english', 'e', 'en_GB', 'en-GB-'), fc.integer())),
      fc.constant({ body: pageView({ type: 'app_usage', payload: { app: 'kit', action: 'open', metadata: { blob: 'm'.repeat(1001) } } }) }),
      fc.constant({
        body: pageView({
          type: 'feature_use',
          payload: {
            feature: 'chart',
            metadata: Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`key${index}`, 'v'.repeat(40)])),
          },
        }),
      }),
      fc.constant({ body: pageView({ type: 'feature_use', payload: { feature: 'chart', metadata: { nested: { deeper: true } } } }) }),
      fc.constant({ body: { ...pageView(), padding: 'p'.repeat(17 * 1024) } }),
      unknownKey.map((key) => ({ body: withAt(valid, [key], true) })),
      unknownKey.map((key) => ({ body: withAt(valid, ['context', key], 'x') })),
    );
    await expectAllRejected(test, 'firstparty-analytics', calls, ['public.firstparty_events']);
  });
});
