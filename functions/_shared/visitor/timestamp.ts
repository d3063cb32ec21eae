import { z } from 'zod';

const earliestMillis = 0;
const latestMillis = Date.UTC(2100, 0, 1);
const inRange = (millis: number) => millis >= earliestMillis && millis <= latestMillis;
const rangeMessage = 'must be between 1970-01-01 and 2100-01-01';

/** Ends in Z or an offset PostgreSQL takes: it refuses a displacement of 16 hours or more (22009). */
const storableOffset = /(?:Z|[+-](?:0\d|1[0-5]):[0-5]\d)$/;

const isoText = z.iso
  .datetime({ offset: true, abort: true })
  .refine((text) => storableOffset.test(text), 'must have a time-zone offset between -15:59 and +15:59')
  .refine((text) => inRange(Date.parse(text)), rangeMessage);

const epochMillis = z.number().int().refine(inRange, rangeMessage);

/**
 * A moment as the browser sends it, ISO 8601 text or epoch milliseconds, normalised to ISO text
 * in UTC. Both forms name a moment between 1970 and 2100, so no year 0000 or far-off date reaches
 * the database, which refuses some of them (22008).
 */
export const timestampSchema = z
  .union([isoText, epochMillis], { error: 'expected an ISO 8601 date-time or epoch milliseconds' })
  .transform((moment) => new Date(moment).toISOString());
