import type { BodyVariant } from '../corpusCase.ts';
import { jsonbTextLength } from '../../../functions/_shared/jsonbTextLength.ts';
import { passesSizeCheckOnlyInJavaScript } from '../storedSize.ts';
import { withAt } from '../withAt.ts';
import { firstpartyEvent, firstpartyFields } from './firstpartyBody.ts';
import { functionEndpoint } from './functionEndpoint.ts';

/** Metadata within its 2,048 characters as JavaScript counts them whose payload overflows the stored 4,096. */
const metadataOverflow = firstpartyEvent
  .filter((body) => 'metadata' in body.payload)
  .chain((body) => {
    const rest = { ...body.payload, metadata: {} };
    return passesSizeCheckOnlyInJavaScript(2048, 4096 - jsonbTextLength(rest)).map(
      (metadata): BodyVariant => ({
        body: withAt(body, ['payload', 'metadata'], metadata),
        hostile: 'payload over its stored size',
        expect: 'refused',
      }),
    );
  });

/** Context fields each within their limits whose sum overflows the stored 4,096 characters. */
const contextOverflow = firstpartyEvent.map(
  (body): BodyVariant => ({
    body: withAt(body, ['context'], {
      ...body.context,
      referrer: `https://example.test/${'r'.repeat(2000)}`,
      landing_page: `/${'p'.repeat(2040)}`,
    }),
    hostile: 'context over its stored size',
    expect: 'refused',
  }),
);

export const firstpartyAnalytics = functionEndpoint('firstparty-analytics', {
  beacon: true,
  shape: () => ({
    valid: firstpartyEvent,
    fields: firstpartyFields,
    strict: true,
    maxBytes: 16 * 1024,
    more: [metadataOverflow, contextOverflow],
  }),
  stores: (_body, answer) => ((answer as { stored?: unknown } | undefined)?.stored === true ? { firstparty_events: 1 } : {}),
});
