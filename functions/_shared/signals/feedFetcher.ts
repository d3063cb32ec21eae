import type { PublicNetwork } from '../http/publicNetwork.ts';
import { safeFetch } from '../http/safeFetch.ts';
import { maxFeedFileBytes } from './feedFile.ts';

const feedHeaders = {
  Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  // Some feed hosts refuse requests that do not say what is asking.
  'User-Agent': 'Mozilla/5.0 (compatible; signal-feeds reader)',
};

/** A feed's text, fetched through the safe fetcher within `timeoutMs` and the feed file limit, in the charset the server names. */
export async function fetchFeedText(network: PublicNetwork, url: string, timeoutMs: number, maxBytes = maxFeedFileBytes): Promise<string> {
  const fetched = await safeFetch(network, url, { timeoutMs, maxBytes, headers: feedHeaders });
  return new TextDecoder(charsetOf(fetched.contentType)).decode(fetched.body);
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
