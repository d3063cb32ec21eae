import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../../../functions/_shared/env.ts';
import { FeedFetchFailed, feedFetcherOf, httpFeedFetcher } from '../../../../../functions/_shared/signals/feedFetcher.ts';

const vars = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' };
const answering = (response: () => Response) => (async () => response()) as unknown as typeof fetch;

describe('feedFetcherOf', () => {
  it('has no fetcher unless SIGNAL_FEED_FETCHING is on, and prefers an injected one', () => {
    expect(feedFetcherOf(readEnv(vars))).toBeNull();
    expect(feedFetcherOf(readEnv({ ...vars, SIGNAL_FEED_FETCHING: 'off' }))).toBeNull();
    expect(feedFetcherOf(readEnv({ ...vars, SIGNAL_FEED_FETCHING: 'on' }))).not.toBeNull();
    const injected = { fetchFeed: async () => '<rss/>' };
    expect(feedFetcherOf({ ...readEnv(vars), feedFetcher: injected })).toBe(injected);
  });
});

describe('httpFeedFetcher', () => {
  it('answers the feed’s text in the charset the server names', async () => {
    const latin1 = new Uint8Array([0x3c, 0x74, 0x3e, 0xe9, 0x3c, 0x2f, 0x74, 0x3e]);
    const fetcher = httpFeedFetcher(answering(() => new Response(latin1, { headers: { 'Content-Type': 'text/xml; charset=iso-8859-1' } })));
    expect(await fetcher.fetchFeed('https://example.com/feed')).toBe('<t>é</t>');
  });

  it('refuses an error answer, and a body over the cap whether announced or streamed', async () => {
    await expect(httpFeedFetcher(answering(() => new Response('gone', { status: 410 }))).fetchFeed('https://x.example')).rejects.toThrow(
      'The feed answered 410.',
    );
    const announced = () => new Response('x'.repeat(20), { headers: { 'Content-Length': '2000000000' } });
    await expect(httpFeedFetcher(answering(announced), { maxBytes: 10 }).fetchFeed('https://x.example')).rejects.toThrow(FeedFetchFailed);
    const streamed = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(8));
          },
        }),
      );
    await expect(httpFeedFetcher(answering(streamed), { maxBytes: 100 }).fetchFeed('https://x.example')).rejects.toThrow(/larger than/);
  });

  it('says when the feed cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(httpFeedFetcher(failing).fetchFeed('https://x.example')).rejects.toThrow('The feed could not be reached (fetch failed).');
  });
});
