import { arrayOf, hasFields, isString, isWholeNumber, oneOf, type Guard } from '../../plainChecks.ts';

/** What a share link shows: the score, the level and the dimensions, or why there is nothing. */
export type SharedResult =
  | { status: 'shared'; role_id: string; score: number; level: string; dimensions: { name: string; score: number }[] }
  | { status: 'revoked' | 'unknown' };

const isShared = hasFields({
  status: oneOf(['shared']),
  role_id: isString,
  score: isWholeNumber,
  level: isString,
  dimensions: arrayOf(hasFields({ name: isString, score: isWholeNumber })),
}) as Guard<SharedResult>;
const isGone = hasFields({ status: oneOf(['revoked', 'unknown']) }) as Guard<SharedResult>;

/** Share tokens are 64 hex digits; anything else is not worth a request. */
export const isShareToken = (token: string) => /^[0-9a-f]{64}$/.test(token);

/**
 * Reads a shared result with a plain request to the database function, as an anonymous visitor:
 * the public page loads no backend client for one call.
 */
export async function fetchSharedResult(
  token: string,
  backend: { url: string; anonKey: string },
  fetcher: typeof fetch = fetch,
): Promise<SharedResult> {
  if (!isShareToken(token)) return { status: 'unknown' };
  const response = await fetcher(`${backend.url}/rest/v1/rpc/shared_result`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_token: token }),
  });
  if (!response.ok) throw new Error(`The shared result could not be loaded (${response.status}). Try again in a moment.`);
  const body: unknown = await response.json();
  if (isShared(body) || isGone(body)) return body;
  throw new Error('The shared result did not have the expected shape.');
}
