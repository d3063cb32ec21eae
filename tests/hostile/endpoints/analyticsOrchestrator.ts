import fc from 'fast-check';
import { analyticsEventNames } from '../../../functions/_shared/visitor/eventNames.ts';
import type { BodyVariant } from '../corpusCase.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { jsonbTextLength } from '../../../functions/_shared/jsonbTextLength.ts';
import { passesSizeCheckOnlyInJavaScript } from '../storedSize.ts';
import { badText, overlong, withControlCharacter } from '../values.ts';
import { withAt } from '../withAt.ts';
import { functionEndpoint } from './functionEndpoint.ts';
import { browserAgent, freshId, pageUrl, validTimestamp } from './visitorValues.ts';

const event = fc.record({
  event: fc.constantFrom(...analyticsEventNames),
  data: fc.record({
    sessionId: freshId.map((id) => `session-${id}`),
    timestamp: validTimestamp,
    url: pageUrl,
    userAgent: browserAgent,
    viewport: fc.record({ width: fc.integer({ min: 320, max: 2560 }), height: fc.integer({ min: 480, max: 1600 }) }),
    path: fc.constantFrom('/welcome', '/ai-assessments'),
    // What the voice assistant's events must carry; any other event keeps them as extras.
    session_id: fc.noBias(fc.uuid({ version: 4 })),
    message_count: fc.integer({ min: 0, max: 60 }),
    // What the podcast player's play and completion must carry.
    episode: fc.constantFrom('five-questions-before-your-first-ai-pilot', 'episode-1'),
  }),
});
const valid = fc.record({
  events: fc.array(event, { minLength: 1, maxLength: 3 }),
  batchId: fc.noBias(fc.uuid({ version: 4 })),
  timestamp: validTimestamp,
});

const fields: FieldSpec[] = [
  {
    path: ['events'],
    kind: 'array',
    required: true,
    refuses: fc.oneof(
      fc.constant([]),
      fc.integer({ min: 51, max: 80 }).chain((count) => fc.array(event, { minLength: count, maxLength: count })),
    ),
  },
  { path: ['batchId'], kind: 'text', required: true, refuses: fc.string({ maxLength: 40 }) },
  { path: ['timestamp'], kind: 'timestamp', required: true, refuses: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(-1)) },
  { path: ['events', 0], kind: 'object', required: true },
  { path: ['events', 0, 'event'], kind: 'choice', required: true, refuses: fc.string({ maxLength: 30 }).map((name) => `x${name}`) },
  {
    path: ['events', 0, 'data'],
    kind: 'object',
    required: true,
    open: true,
    refuses: event.map(({ data }) => ({ ...data, extra: 'y'.repeat(5000) })),
  },
  { path: ['events', 0, 'data', 'sessionId'], kind: 'text', required: true, refuses: fc.oneof(badText(128), fc.constant('')) },
  { path: ['events', 0, 'data', 'timestamp'], kind: 'timestamp', required: true },
  { path: ['events', 0, 'data', 'url'], kind: 'text', required: true, refuses: badText(2048) },
  { path: ['events', 0, 'data', 'userAgent'], kind: 'text', refuses: fc.oneof(overlong(512), withControlCharacter) },
  {
    path: ['events', 0, 'data', 'viewport'],
    kind: 'object',
    refuses: fc.record({ width: fc.integer({ min: -5, max: -1 }), height: fc.nat() }),
  },
  { path: ['events', 0, 'data', 'viewport', 'width'], kind: 'number', required: true },
];

/** Extras that fit the event's 4,096 characters as JavaScript counts them, and overflow the stored `data` check. */
const storedSizeOverflow = valid.chain((body) => {
  const data = body.events[0]!.data;
  const { sessionId, timestamp, url, ...stored } = data;
  const room = 4096 - JSON.stringify(data).length - 1;
  return passesSizeCheckOnlyInJavaScript(room, 4096 - jsonbTextLength(stored) - 2).map(
    (extras): BodyVariant => ({
      body: withAt(body, ['events', 0, 'data'], { ...data, ...extras }),
      hostile: 'event data over its stored size',
      expect: 'refused',
    }),
  );
});

export const analyticsOrchestrator = functionEndpoint('analytics-orchestrator', {
  beacon: true,
  shape: () => ({ valid, fields, strict: true, maxBytes: 64 * 1024, more: [storedSizeOverflow] }),
  stores: (body, answer) => {
    if ((answer as { stored?: unknown } | undefined)?.stored !== true) return {};
    return { analytics_batches: 1, analytics_events: (body as { events: unknown[] }).events.length };
  },
});
