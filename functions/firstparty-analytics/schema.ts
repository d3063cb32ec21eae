import { z } from 'zod';
import { boundedText, smallRecord } from '../_shared/visitor/boundedText.ts';
import { storedWithin } from '../_shared/visitor/storedJson.ts';

export const maxBodyBytes = 16 * 1024;
const maxMetadataLength = 2048;

const optionalText = (max: number) => boundedText(max).nullable().optional();

/** The context every call carries; its fields may be long, so together they are capped as stored. */
const contextSchema = storedWithin(
  z.strictObject({
    user_agent: optionalText(512),
    referrer: optionalText(2048),
    landing_page: optionalText(2048),
    locale: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'expected a language tag like en-GB')
      .nullable()
      .optional(),
  }),
);

const common = {
  session_id: boundedText(128, 1),
  context: contextSchema,
  /** Optional idempotency key: the same event_id is stored once. */
  event_id: z.uuid({ error: 'expected event_id as a UUID' }).optional(),
};

/** `firstparty-analytics` bodies: page_view, app_usage and feature_use. */
export const firstPartyBodySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('page_view'),
      payload: storedWithin(z.strictObject({ path: boundedText(2048, 1), title: boundedText(300), referrer: optionalText(2048) })),
      ...common,
    }),
    z.strictObject({
      type: z.literal('app_usage'),
      payload: storedWithin(
        z.strictObject({
          app: boundedText(100, 1),
          action: boundedText(100, 1),
          metadata: smallRecord(maxMetadataLength).optional(),
        }),
      ),
      ...common,
    }),
    z.strictObject({
      type: z.literal('feature_use'),
      payload: storedWithin(z.strictObject({ feature: boundedText(100, 1), metadata: smallRecord(maxMetadataLength).optional() })),
      ...common,
    }),
  ],
  { error: 'expected type page_view, app_usage or feature_use' },
);
