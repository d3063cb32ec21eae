import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countRows } from './support/database.ts';
import { callFunction } from './support/invoke.ts';

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

  it('takes a sendBeacon call: text/plain JSON and no Authorization header', async () => {
    const body = pageView();
    const response = await fetch(`${test.url}/functions/v1/firstparty-analytics`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect([response.status, await response.json()]).toEqual([202, { stored: true }]);
    expect(await storedWithId(body.event_id)).toBe(1);
  });
});
