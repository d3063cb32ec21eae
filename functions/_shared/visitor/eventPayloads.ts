import { z } from 'zod';
import type { AnalyticsEventName } from './eventNames.ts';

// An episode's slug, as the podcast_episodes table checks it: the analysis groups plays by it.
const episodeSlug = z
  .string({ error: 'expected episode, the episode’s slug' })
  .max(96)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected episode, the episode’s slug (lowercase words joined by hyphens)' });
const voiceSessionId = z.uuid({ error: 'expected session_id, the voice session’s id (a UUID)' });

/**
 * What an event must carry beyond the page context, for the events that carry something: the
 * voice assistant's start and end name their conversation, and the end its number of messages.
 * The browser sends them only for a signed-in user who accepted analytics. The podcast player's
 * play and completion name their episode; the player sends them only with analytics consent.
 */
export const eventPayloadChecks: Partial<Record<AnalyticsEventName, z.ZodType>> = {
  elevenlabs_conversation_started: z.looseObject({ session_id: voiceSessionId }),
  elevenlabs_conversation_ended: z.looseObject({
    session_id: voiceSessionId,
    message_count: z.number({ error: 'expected message_count, a number' }).int().min(0).max(100_000),
  }),
  podcast_play: z.looseObject({ episode: episodeSlug }),
  podcast_complete: z.looseObject({ episode: episodeSlug }),
};
