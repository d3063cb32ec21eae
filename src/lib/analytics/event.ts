import { analyticsEventNames, type AnalyticsEventName } from './eventNames.ts';
import { checked, hasFields, isString, isTimestamp, isWholeNumber, oneOf } from '../plainChecks.ts';

/** An analytics event: a name and data with the page context, plus extras. */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  data: Record<string, unknown> & {
    sessionId: string;
    timestamp: string;
    url: string;
    userAgent: string;
    viewport: { width: number; height: number };
  };
}

const isEventData = hasFields<AnalyticsEvent['data']>({
  sessionId: (value): value is string => isString(value) && value !== '',
  timestamp: isTimestamp,
  url: isString,
  userAgent: isString,
  viewport: hasFields({ width: isWholeNumber, height: isWholeNumber }),
});

export const isAnalyticsEvent = hasFields<AnalyticsEvent>({ event: oneOf(analyticsEventNames), data: isEventData });

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
  const expected = `an event named one of ${analyticsEventNames.join(', ')}, with the page context`;
  return checked({ event, data }, isAnalyticsEvent, 'analytics event', expected);
}
