/**
 * supabase-js turns a 429 into an error without its headers, so this fetch wrapper remembers the
 * last `Retry-After` the backend sent; the error messages use it to say when to try again.
 */
export function trackRetryAfter(fetcher: typeof fetch, now: () => number) {
  let lastRetryAfterSeconds: number | null = null;
  const trackedFetch: typeof fetch = async (input, init) => {
    const response = await fetcher(input, init);
    if (response.status === 429) lastRetryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), now());
    return response;
  };
  return { fetch: trackedFetch, lastRetryAfterSeconds: () => lastRetryAfterSeconds };
}

/** `Retry-After` is either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}
