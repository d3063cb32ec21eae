import fc from 'fast-check';

/** 122 random bits, never biased towards small values, so no two cases share an id. */
export const freshId = fc.noBias(fc.uuid({ version: 4 }));

/** A moment the browser would send: ISO text within the last few years, or epoch milliseconds. */
export const validTimestamp = fc.oneof(
  fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }),
);

export const pageUrl = fc.constantFrom(
  'https://example.test/welcome',
  'https://example.test/ai-assessments?ref=mail',
  'https://example.test/',
);

export const browserAgent = fc.constantFrom(
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
);

/** A session id as the browser makes them, fresh per case. */
export const sessionId = freshId.map((id) => id.replaceAll('-', ''));
