import { z } from 'zod';

const latestMillis = Date.UTC(2100, 0, 1);

/** A moment as the browser sends it, ISO 8601 text or epoch milliseconds, normalised to ISO text. */
export const timestampSchema = z.union(
  [
    z.iso.datetime({ offset: true }),
    z
      .number()
      .int()
      .min(0)
      .max(latestMillis)
      .transform((millis) => new Date(millis).toISOString()),
  ],
  { error: 'expected an ISO 8601 date-time or epoch milliseconds' },
);
