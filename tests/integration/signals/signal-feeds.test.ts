import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../functions/_shared/env.ts';
import { handle as signalFeeds } from '../../../functions/signal-feeds/handler.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';

/**
 * Signals on the embedded backend: the imports' outcomes, the page's list, and the signal-feeds
 * function, which refuses readers, says feeds are not fetched here, and in production (its fetcher
 * switched on) reads feeds served by a local HTTP server into signals, once.
 */
let test: TestBackend;
let actors: Actors;
let feeds: Server;
let feedsUrl = '';

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Local News</title><link>https://news.example.com/</link>${items}</channel></rss>`;
const served: Record<string, string> = {
  '/news.xml': rss(
    `<item><title>Insurers adopt AI claims triage</title><link>https://news.example.com/a</link><guid>local-a</guid><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate><description>&lt;p&gt;Two insurers.&lt;/p&gt;</description></item>
     <item><title>Chip export rules tighten</title><link>https://news.example.com/b</link><guid>local-b</guid></item>`,
  ),
  '/list.opml': '<opml version="2.0"><head/><body><outline text="x" xmlUrl="https://x.example.com/rss"/></body></opml>',
};

beforeAll(async () => {
  feeds = createServer((request, response) => {
    const body = served[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(body ?? 'Not here');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedsUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  test = await startTestBackend({ adminEmails: [adminEmail] });
  actors = await createActors(test);
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
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
    expect(body.error.message).toContain('Feeds are not fetched on this backend');
  });
});

describe('signal-feeds in production', () => {
  const productionEnv = () =>
    readEnv(
      {
        SUPABASE_URL: test.url,
        SUPABASE_ANON_KEY: test.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey,
        OPERATIONS_RECORD: 'off',
        SIGNAL_FEED_FETCHING: 'on',
      },
      (input, init) => fetch(input, init),
    );

  it('fetches each feed, imports its new items once, reports a broken feed and stamps each fetch', async () => {
    await sql(`insert into public.signal_sources (title, feed_url) values ($1, $2), ($3, $4), ($5, $6)`, [
      'Local News',
      `${feedsUrl}/news.xml`,
      'Gone',
      `${feedsUrl}/gone.xml`,
      'A list',
      `${feedsUrl}/list.opml`,
    ]);
    const run = async (token: string) => {
      const response = await signalFeeds(request(token), productionEnv());
      expect(response.status).toBe(200);
      const { sources } = (await response.json()) as {
        sources: { title: string; imported: number; duplicates: number; error: string | null }[];
      };
      return Object.fromEntries(sources.map((source) => [source.title, source]));
    };
    const first = await run(actors.admin.accessToken);
    expect(first['Local News']).toMatchObject({ imported: 2, duplicates: 0, error: null });
    expect(first.Gone?.error).toContain('answered 404');
    expect(first['A list']?.error).toContain('not a feed');
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
    const unstamped = await sql(`select 1 from public.signal_sources where last_fetched_at is null`);
    expect(unstamped).toHaveLength(0);
  });
});
