import fc from 'fast-check';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, nonString, overlong, withControlCharacter } from '../values.ts';
import { browserAgent, freshId, sessionId } from './visitorValues.ts';

const metadata = fc.dictionary(
  fc.constantFrom('card', 'step', 'group'),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean()),
  { maxKeys: 3 },
);
const payloads = fc.oneof(
  fc.record({
    type: fc.constant('page_view'),
    payload: fc.record({
      path: fc.constantFrom('/welcome', '/ai-survival-kit'),
      title: fc.constantFrom('Welcome', 'AI Confidence Kit'),
      referrer: fc.constantFrom(null, '/welcome'),
    }),
  }),
  fc.record({
    type: fc.constant('app_usage'),
    payload: fc.record({ app: fc.constant('ai-confidence-kit'), action: fc.constant('open_card'), metadata }),
  }),
  fc.record({ type: fc.constant('feature_use'), payload: fc.record({ feature: fc.constant('jobs-heatmap-filter'), metadata }) }),
);
const context = fc.record({
  user_agent: browserAgent,
  referrer: fc.constant(null),
  landing_page: fc.constant('/welcome'),
  locale: fc.constantFrom('en-GB', 'de', 'pt-BR'),
});
/** A valid first-party event of each type, with a fresh event id. */
export const firstpartyEvent = fc
  .tuple(payloads, sessionId, context, freshId)
  .map(([typed, sessionId, context, eventId]) => ({ ...typed, session_id: sessionId, context, event_id: eventId }));

const nullableText = (max: number) => fc.oneof(overlong(max), withControlCharacter);
/** The fields of all three types: a field another type's body lacks is left alone when it is required. */
export const firstpartyFields: FieldSpec[] = [
  { path: ['type'], kind: 'choice', required: true, refuses: fc.constantFrom('PAGE_VIEW', 'page_view ', 'purchase', '') },
  { path: ['session_id'], kind: 'text', required: true, refuses: fc.oneof(badText(128), fc.constant('')) },
  { path: ['event_id'], kind: 'text', refuses: fc.string({ maxLength: 36 }) },
  { path: ['payload'], kind: 'object', required: true },
  { path: ['payload', 'path'], kind: 'text', required: true, refuses: fc.oneof(badText(2048), fc.constant('')) },
  { path: ['payload', 'title'], kind: 'text', required: true, refuses: badText(300) },
  { path: ['payload', 'referrer'], kind: 'text', nullable: true, refuses: nullableText(2048) },
  {
    path: ['payload', 'metadata'],
    kind: 'object',
    open: true,
    refuses: fc.constantFrom(
      { blob: 'm'.repeat(1001) },
      { nested: { deeper: true } },
      Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`key${index}`, 'v'.repeat(40)])),
    ),
  },
  { path: ['context'], kind: 'object', required: true },
  { path: ['context', 'user_agent'], kind: 'text', nullable: true, refuses: nullableText(512) },
  { path: ['context', 'landing_page'], kind: 'text', nullable: true, refuses: nullableText(2048) },
  {
    path: ['context', 'locale'],
    kind: 'text',
    nullable: true,
    refuses: fc.oneof(
      fc.constantFrom('english', 'e', 'en_GB', 'en-GB-'),
      nonString.filter((value) => value !== null),
    ),
  },
];
