import fc from 'fast-check';

/**
 * Percent-encoding that decodes to nothing valid: `%` without two hex digits, a truncated or
 * overlong UTF-8 sequence, an encoded surrogate half, NUL, and double encoding. URL parsers pass
 * them through as written, so they reach the server's own decoding.
 */
export const badPercent = fc.constantFrom(
  '%ZZ',
  '%',
  '%%',
  '%2',
  '%G1',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%00',
  '%2500',
  '%u0041',
  '%E2%82',
);

/** A path segment with bad percent-encoding somewhere in it. */
export const badSegment = (segment: string) =>
  fc.tuple(badPercent, fc.nat()).map(([bad, at]) => {
    const cut = at % (segment.length + 1);
    return `${segment.slice(0, cut)}${bad}${segment.slice(cut)}`;
  });

/** A query string with bad encoding in a key, a value, or both; `known` are the keys the endpoint reads. */
export const badQuery = (known: readonly string[]) =>
  fc.tuple(fc.constantFrom(...known, 'x'), badPercent, fc.constantFrom('key', 'value', 'both', 'bare')).map(([key, bad, where]) => {
    if (where === 'key') return `${key}${bad}=1`;
    if (where === 'value') return `${key}=${bad}`;
    if (where === 'both') return `${bad}=${bad}&${key}=a${bad}b`;
    return bad;
  });
