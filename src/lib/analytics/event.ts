import { z } from 'zod';
import { parseOrThrow } from '../consent/parseOrThrow.ts';
import { analyticsEventNames } from './eventNames.ts';

const viewportSchema = z.object({ width: z.number().int().nonnegative(), height: z.number().int().nonnegative() });

/** An analytics event: a name and data with the page context, plus extras. */
export const analyticsEventSchema = z.object({
  event: z.enum(analyticsEventNames),
  data: z.looseObject({
    sessionId: z.string().min(1),
    timestamp: z.iso.datetime(),
    url: z.string(),
    userAgent: z.string(),
    viewport: viewportSchema,
  }),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Where and when an event happens; the island reads these from the page and the clock. */
export interface PageContext {
  sessionId: string;
  now: number;
  url: string;
  userAgent: string;
  viewport: { width: number; height: number };
}

type Extras = Record<string, unknown>;

export function buildEvent(event: string, extras: Extras, context: PageContext): AnalyticsEvent {
  const { sessionId, now, url, userAgent, viewport } = context;
  const data = { ...extras, sessionId, timestamp: new Date(now).toISOString(), url, userAgent, viewport };
  return parseOrThrow(analyticsEventSchema, { event, data }, 'analytics event');
}
