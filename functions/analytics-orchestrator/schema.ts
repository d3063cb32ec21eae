import { z } from 'zod';
import { boundedText } from '../_shared/visitor/boundedText.ts';
import { analyticsEventNames } from '../_shared/visitor/eventNames.ts';
import { eventPayloadChecks } from '../_shared/visitor/eventPayloads.ts';
import { storedWithin } from '../_shared/visitor/storedJson.ts';
import { timestampSchema } from '../_shared/visitor/timestamp.ts';

export const maxEventsPerBatch = 50;
export const maxBatchBytes = 64 * 1024;

const viewportSchema = z.strictObject({
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});

/** One event as the browser queue sends it: a known name and the page context plus extras, checked where the name asks for some. */
const eventSchema = z
  .strictObject({
    event: z.enum(analyticsEventNames, { error: `expected one of ${analyticsEventNames.join(', ')}` }),
    // The whole of `data` is measured, though the page context goes to columns of its own: what
    // remains for the data column is shorter still, so it always passes that column's size check.
    data: storedWithin(
      z.looseObject({
        sessionId: boundedText(128, 1),
        timestamp: timestampSchema,
        url: boundedText(2048),
        userAgent: boundedText(512).optional(),
        viewport: viewportSchema.optional(),
      }),
    ),
  })
  .superRefine(({ event, data }, context) => {
    const parsed = eventPayloadChecks[event]?.safeParse(data);
    for (const issue of parsed?.success === false ? parsed.error.issues : [])
      context.addIssue({ code: 'custom', path: ['data', ...issue.path], message: `${event}: ${issue.message}` });
  });

/** The `analytics-orchestrator` body: at most 50 events, one batch id for exactly-once storage. */
export const orchestratorBodySchema = z.strictObject({
  events: z.array(eventSchema).min(1, 'expected at least one event').max(maxEventsPerBatch, `expected at most ${maxEventsPerBatch} events`),
  batchId: z.uuid({ error: 'expected the batch id as a UUID' }),
  timestamp: timestampSchema,
});

export type OrchestratorBody = z.infer<typeof orchestratorBodySchema>;
