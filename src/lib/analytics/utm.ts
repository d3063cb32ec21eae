import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { utmParamsKey } from './keys.ts';

const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const;

const utmParamsSchema = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  term: z.string().nullable(),
  content: z.string().nullable(),
  referrer: z.string().nullable(),
  landing: z.string(),
});

/** Where this browser session came from. */
export type UtmParams = z.infer<typeof utmParamsSchema>;

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
  const stored = readStored(session, utmParamsKey, utmParamsSchema);
  if (stored) return stored;
  const captured = captureUtm(pageUrl, referrer);
  writeStored(session, utmParamsKey, captured);
  return captured;
}
