import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { utmParamsKey } from './keys.ts';
import { hasFields, isString, orNull } from '../plainChecks.ts';

const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Where this browser session came from. */
export interface UtmParams {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
  landing: string;
}

const textOrNull = orNull(isString);
const isUtmParams = hasFields<UtmParams>({
  source: textOrNull,
  medium: textOrNull,
  campaign: textOrNull,
  term: textOrNull,
  content: textOrNull,
  referrer: textOrNull,
  landing: isString,
});

/**
 * Query strings and fragments are dropped from the landing page and referrer: they can carry
 * sign-in or confirmation tokens, which must never reach analytics.
 */
function withoutQuery(address: string): string | null {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

export function captureUtm(pageUrl: string, referrer: string): UtmParams {
  const url = new URL(pageUrl);
  const param = (field: (typeof utmFields)[number]) => url.searchParams.get(`utm_${field}`)?.slice(0, 200) || null;
  return {
    source: param('source'),
    medium: param('medium'),
    campaign: param('campaign'),
    term: param('term'),
    content: param('content'),
    referrer: referrer ? withoutQuery(referrer) : null,
    landing: `${url.origin}${url.pathname}`,
  };
}

/** The first page of a browser session decides; later pages read what it stored. */
export function rememberUtm(session: KeyValueStore, pageUrl: string, referrer: string): UtmParams {
  const stored = readStored(session, utmParamsKey, isUtmParams);
  if (stored) return stored;
  const captured = captureUtm(pageUrl, referrer);
  writeStored(session, utmParamsKey, captured);
  return captured;
}
