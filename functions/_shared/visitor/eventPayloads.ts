import { z } from 'zod';
import type { AnalyticsEventName } from './eventNames.ts';

const voiceSessionId = z.uuid({ error: 'expected session_id, the voice session’s id (a UUID)' });

/**
 * What an event must carry beyond the page context, for the events that carry something: the
 * voice assistant's start and end name their conversation, and the end its number of messages.
 * The browser sends them only for a signed-in user who accepted analytics.
 */
export const eventPayloadChecks: Partial<Record<AnalyticsEventName, z.ZodType>> = {
  elevenlabs_conversation_started: z.looseObject({ session_id: voiceSessionId }),
  elevenlabs_conversation_ended: z.looseObject({
    session_id: voiceSessionId,
    message_count: z.number({ error: 'expected message_count, a number' }).int().min(0).max(100_000),
  }),
};
