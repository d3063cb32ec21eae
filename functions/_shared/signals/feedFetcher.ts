import type { FunctionEnv } from '../env.ts';
import { maxFeedFileBytes } from './feedFile.ts';

/** Fetches one feed's text. The port signal-feeds reads feeds through, so tests can hand it files. */
export interface FeedFetcher {
  fetchFeed(url: string): Promise<string>;
}

/** A feed that could not be fetched, with the reason fit for the owner. */
export class FeedFetchFailed extends Error {}

/**
 * The fetcher configuration chooses: an injected one (tests), HTTP when SIGNAL_FEED_FETCHING is on
 * (production), none otherwise (the embedded backend, which has no internet to fetch from).
 */
export function feedFetcherOf(env: FunctionEnv): FeedFetcher | null {
  if (env.feedFetcher) return env.feedFetcher;
  // The runtime's own fetch: env.fetch may be pointed at the backend itself.
  return env.SIGNAL_FEED_FETCHING === 'on' ? httpFeedFetcher(env.providerFetch ?? fetch) : null;
}

/** GET with a time limit, refusing answers over the feed file limit while they stream in. */
export function httpFeedFetcher(fetchImpl: typeof fetch, { timeoutMs = 10_000, maxBytes = maxFeedFileBytes } = {}): FeedFetcher {
  return {
    async fetchFeed(url) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5' },
          redirect: 'follow',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new FeedFetchFailed(`The feed could not be reached (${error instanceof Error ? error.message : String(error)}).`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedFetchFailed(`The feed answered ${response.status}.`);
      }
      const bytes = await cappedBody(response, maxBytes);
      return new TextDecoder(charsetOf(response.headers.get('content-type'))).decode(bytes);
    },
  };
}

async function cappedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new FeedFetchFailed(`The feed is larger than ${Math.round(maxBytes / 1048576)} MB.`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The charset the server names, when TextDecoder knows it; UTF-8 otherwise. */
function charsetOf(contentType: string | null): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}
