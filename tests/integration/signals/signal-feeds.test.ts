import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../functions/_shared/env.ts';
import { maxFeedFileBytes } from '../../../functions/_shared/signals/feedFile.ts';
import { type FeedCallLimits, signalFeedsHandler } from '../../../functions/signal-feeds/handler.ts';
import { createFunctionsEnv } from '../../../server/functions/functionsEnv.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countingServer, localInternet, standInAddress } from '../support/localInternet.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';

/**
 * Signals on the embedded backend: the imports' outcomes, the page's list, and the signal-feeds
 * function, which refuses readers, says when feeds are not fetched, and with fetching on reads
 * feeds served by a local HTTP server (standing in for the internet) into signals, once. A feed
 * that is slow, malformed, huge, silent or at an inner address fails on its own, is recorded with
 * its reason and waits before it is tried again, while the good feeds beside it are imported; a
 * call stops starting feeds when its time is spent.
 */
let test: TestBackend;
let actors: Actors;
let feeds: Awaited<ReturnType<typeof countingServer>>;
let feedsUrl = '';
const trickles = new Set<NodeJS.Timeout>();

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Local News</title><link>https://news.example.com/</link>${items}</channel></rss>`;
const served: Record<string, string> = {
  '/news.xml': rss(
    `<item><title>Insurers adopt AI claims triage</title><link>https://news.example.com/a</link><guid>local-a</guid><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate><description>&lt;p&gt;Two insurers.&lt;/p&gt;</description></item>
     <item><title>Chip export rules tighten</title><link>https://news.example.com/b</link><guid>local-b</guid></item>`,
  ),
  '/list.opml': '<opml version="2.0"><head/><body><outline text="x" xmlUrl="https://x.example.com/rss"/></body></opml>',
};

/** Feeds that go wrong, each in its own way. */
const hostile: Record<string, (response: import('node:http').ServerResponse) => void> = {
  '/slow.xml': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
    const trickle = setInterval(() => response.write('<'), 1_000);
    trickles.add(trickle);
    response.on('close', () => clearInterval(trickle));
  },
  '/silent.xml': () => undefined,
  '/proto.xml': (response) => response.end(rss('<item><title>x</title><__proto__><polluted>yes</polluted></__proto__></item>')),
  '/nested.xml': (response) => response.end(rss(`<item><title>Deep</title>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}</item>`)),
  '/huge.xml': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
    const chunk = `<!-- ${'x'.repeat(65_536)} -->`;
    for (let sent = 0; sent <= maxFeedFileBytes; sent += chunk.length) response.write(chunk);
    response.end();
  },
  '/to-inside.xml': (response) => response.writeHead(302, { Location: `http://127.0.0.1:${feeds.port}/news.xml` }).end(),
};

beforeAll(async () => {
  feeds = await countingServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds.example').pathname;
    const misbehave = hostile[path];
    if (misbehave) return misbehave(response);
    const body = served[path];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(body ?? 'Not here');
  });
  feedsUrl = `http://feeds.example:${feeds.port}`;
  test = await startTestBackend({ adminEmails: [adminEmail] });
  actors = await createActors(test);
}, backendStartTimeout);
afterAll(async () => {
  for (const trickle of trickles) clearInterval(trickle);
  await test.stop();
  await feeds.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => test.backend.deps.db.query<Row>(text, params).then((result) => result.rows);
const rpc = async (name: string, token: string, args: unknown) => {
  const response = await fetch(`${test.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const request = (token: string, method = 'POST') =>
  new Request(`${test.url}/functions/v1/signal-feeds`, {
    method,
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: method === 'POST' ? '{}' : undefined,
  });

describe('import_signals and import_signal_sources', () => {
  it('imports each item once, names the duplicate and refuses a bad item while keeping the others', async () => {
    const items = [
      { title: 'Banks pilot agents', url: 'https://example.com/banks', feed_item_id: 'g-1', tags: ['banking', 'soc-13'], strength: 4 },
      { title: '', url: 'https://example.com/untitled' },
      { title: 'Same link, other guid', url: 'https://example.com/banks', feed_item_id: 'g-2' },
    ];
    const { status, body } = await rpc('import_signals', actors.admin.accessToken, { p_items: items });
    expect(status).toBe(200);
    const [imported, refused, duplicate] = body as { outcome: string; id?: string; message?: string }[];
    expect(imported?.outcome).toBe('imported');
    expect(refused).toMatchObject({ outcome: 'refused' });
    expect(refused?.message).toMatch(/title/);
    expect(duplicate).toEqual({ outcome: 'duplicate', id: imported?.id });
    const again = await rpc('import_signals', actors.admin.accessToken, { p_items: [items[0]] });
    expect(again.body).toEqual([{ outcome: 'duplicate', id: imported?.id }]);
  });

  it('keeps a feed address once', async () => {
    const feed = { title: 'A feed', feed_url: 'https://feeds.example.com/one.xml', site_url: 'https://feeds.example.com/' };
    const first = await rpc('import_signal_sources', actors.admin.accessToken, {
      p_sources: [feed, feed, { title: 'Bad', feed_url: 'ftp://x' }],
    });
    expect((first.body as { outcome: string }[]).map((row) => row.outcome)).toEqual(['imported', 'duplicate', 'refused']);
    await sql(`delete from public.signal_sources`);
  });

  it('lists signals filtered by tag, strength and days, newest or strongest first, with the total', async () => {
    await sql(`insert into public.signals (title, url, strength, signal_on, tags) values
      ('Old strong', 'https://example.com/old', 5, '2026-01-02', '{fintech}'),
      ('New weak', 'https://example.com/new', 2, '2026-06-01', '{fintech}')`);
    const list = async (args: Record<string, unknown>) =>
      ((await rpc('signal_list', actors.admin.accessToken, args)).body as { title: string; total: number }[]).map((row) => [
        row.title,
        row.total,
      ]);
    expect(await list({ p_tag: 'fintech', p_from: '2026-01-01', p_to: '2026-12-31' })).toEqual([
      ['New weak', 2],
      ['Old strong', 2],
    ]);
    expect(await list({ p_tag: 'fintech', p_sort: 'strength', p_limit: 1 })).toEqual([['Old strong', 2]]);
    expect(await list({ p_tag: 'fintech', p_min_strength: 4, p_to: '2026-05-31' })).toEqual([['Old strong', 1]]);
    expect((await rpc('signal_list', actors.admin.accessToken, { p_sort: 'title' })).status).toBe(400);
  });
});

describe('signal-feeds on the embedded backend', () => {
  const call = (token: string, method = 'POST') => fetch(request(token, method));

  it('is for the admin alone', async () => {
    expect((await call(test.anonKey)).status).toBe(401);
    expect((await call(actors.user.accessToken)).status).toBe(403);
  });

  it('says feeds are not fetched here', async () => {
    expect(await (await call(actors.admin.accessToken, 'GET')).json()).toEqual({ fetching: false });
    const response = await call(actors.admin.accessToken);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect([response.status, body.error.code]).toEqual([501, 'not_available']);
    expect(body.error.message).toContain('Feeds are not fetched here');
  });
});

describe('signal-feeds with fetching on', () => {
  const { network } = localInternet({ 'feeds.example': [standInAddress] });
  const fetchingEnv = () => ({
    ...readEnv(
      {
        SUPABASE_URL: test.url,
        SUPABASE_ANON_KEY: test.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey,
        OPERATIONS_RECORD: 'off',
        SIGNAL_FEED_FETCHING: 'on',
      },
      (input, init) => fetch(input, init),
    ),
    network,
  });
  type Outcome = { title: string; status: string; imported: number; duplicates: number; error: string | null; retry_at: string | null };
  const run = async (token: string, limits?: FeedCallLimits) => {
    const response = await signalFeedsHandler(limits)(request(token), fetchingEnv());
    expect(response.status).toBe(200);
    const { sources } = (await response.json()) as { sources: Outcome[] };
    return Object.fromEntries(sources.map((source) => [source.title, source]));
  };
  const addFeeds = (paths: Record<string, string>) =>
    sql(`insert into public.signal_sources (title, feed_url) select * from unnest($1::text[], $2::text[])`, [
      Object.keys(paths),
      Object.values(paths).map((path) => (path.startsWith('http') ? path : `${feedsUrl}${path}`)),
    ]);
  const records = () =>
    sql<{ title: string; last_error: string | null; failed_fetches: number; due_in_minutes: number; fetched: boolean }>(
      `select title, last_error, failed_fetches, round(extract(epoch from next_fetch_at - now()) / 60)::int as due_in_minutes,
         last_fetched_at is not null as fetched
       from public.signal_sources order by title`,
    ).then((rows) => Object.fromEntries(rows.map((row) => [row.title, row])));

  it('is what the embedded backend gives its functions when SIGNAL_FEED_FETCHING is on', async () => {
    const deps = test.backend.deps;
    const env = createFunctionsEnv({ ...deps, config: { ...deps.config, signalFeedFetching: true } }, (inner) => test.backend.fetch(inner));
    const answer = await signalFeedsHandler()(request(actors.admin.accessToken, 'GET'), env);
    expect(await answer.json()).toEqual({ fetching: true });
  });

  it('fetches each feed, imports its new items once, reports a broken feed and stamps each fetch', async () => {
    await addFeeds({ 'Local News': '/news.xml', Gone: '/gone.xml', 'A list': '/list.opml' });
    const first = await run(actors.admin.accessToken);
    expect(first['Local News']).toMatchObject({ status: 'fetched', imported: 2, duplicates: 0, error: null, retry_at: null });
    expect(first.Gone?.error).toBe(`feeds.example:${feeds.port} answered 404.`);
    expect(first['A list']?.error).toContain('not a feed');
    await sql(`update public.signal_sources set next_fetch_at = now()`);
    const second = await run(test.serviceRoleKey);
    expect(second['Local News']).toMatchObject({ imported: 0, duplicates: 2 });
    const rows = await sql<{ title: string; source: string; summary: string; signal_on: string; feed_item_id: string }>(
      `select title, source, summary, signal_on::text, feed_item_id from public.signals where source_id is not null order by feed_item_id`,
    );
    expect(rows[0]).toEqual({
      title: 'Insurers adopt AI claims triage',
      source: 'Local News',
      summary: 'Two insurers.',
      signal_on: '2026-11-23',
      feed_item_id: 'local-a',
    });
    expect(rows).toHaveLength(2);
    expect(Object.values(await records()).every((row) => row.fetched)).toBe(true);
    await sql(`delete from public.signal_sources`);
  });

  it('records a slow, malformed, huge, silent or inner feed as failed with its reason, and imports the good one beside them', async () => {
    const connectionsBefore = feeds.connections();
    await addFeeds({
      Good: '/news.xml',
      Slow: '/slow.xml',
      Silent: '/silent.xml',
      Proto: '/proto.xml',
      Nested: '/nested.xml',
      Huge: '/huge.xml',
      Inside: `http://127.0.0.1:${feeds.port}/news.xml`,
      Redirected: '/to-inside.xml',
    });
    await sql(`delete from public.signals where feed_item_id like 'local-%'`);
    const limits = { feedMs: 700, callMs: 20_000, maxBytes: maxFeedFileBytes };
    const outcomes = await run(actors.admin.accessToken, limits);
    expect(outcomes.Good).toMatchObject({ status: 'fetched', imported: 2, error: null });
    const reasons = {
      Slow: /did not answer in full within 700 ms/,
      Silent: /did not answer in full within 700 ms/,
      Proto: /not readable XML .*__proto__/,
      Nested: /not readable XML .*nested/i,
      Huge: /larger than 5 MB/,
      Inside: /127\.0\.0\.1 is a loopback address/,
      Redirected: /127\.0\.0\.1 is a loopback address/,
    };
    for (const [title, reason] of Object.entries(reasons)) {
      expect(outcomes[title]?.status, title).toBe('failed');
      expect(outcomes[title]?.error, title).toMatch(reason);
      expect(Date.parse(outcomes[title]?.retry_at ?? '') - Date.now(), title).toBeGreaterThan(14 * 60_000);
    }
    // One connection per feed the server serves; none to the inner address, typed or redirected to.
    expect(feeds.connections() - connectionsBefore).toBe(7);
    const recorded = await records();
    expect(recorded.Good).toMatchObject({ last_error: null, failed_fetches: 0, fetched: true });
    expect(recorded.Slow).toMatchObject({ failed_fetches: 1, due_in_minutes: 15 });
    expect(recorded.Proto?.last_error).toBe(outcomes.Proto?.error);
    expect((await sql(`select 1 from public.signals where title = 'x' or title = 'Deep'`)).length).toBe(0);

    const waiting = await run(actors.admin.accessToken, limits);
    expect(Object.keys(waiting)).toEqual(['Good']);
    await sql(`update public.signal_sources set next_fetch_at = now() - interval '1 minute' where title = 'Proto'`);
    const again = await run(actors.admin.accessToken, limits);
    expect(Object.keys(again).sort()).toEqual(['Good', 'Proto']);
    expect((await records()).Proto).toMatchObject({ failed_fetches: 2, due_in_minutes: 30 });
    await sql(`delete from public.signal_sources`);
  });

  it('stops starting feeds when the call’s time is spent, and leaves those not reached first in line', async () => {
    await addFeeds(Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`Silent ${index}`, `/silent.xml?${index}`])));
    const started = Date.now();
    const outcomes = Object.values(await run(actors.admin.accessToken, { feedMs: 300, callMs: 1_000, maxBytes: maxFeedFileBytes }));
    expect(Date.now() - started).toBeLessThan(5_000);
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    const notReached = outcomes.filter((outcome) => outcome.status === 'not_reached');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(4);
    expect(failed.length + notReached.length).toBe(10);
    const recorded = Object.values(await records());
    expect(recorded.filter((row) => row.fetched)).toHaveLength(failed.length);
    expect(recorded.filter((row) => !row.fetched).every((row) => row.failed_fetches === 0 && row.due_in_minutes <= 0)).toBe(true);
    await sql(`delete from public.signal_sources`);
  });
});
