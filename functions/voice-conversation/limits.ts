import type { RateRule } from '../_shared/visitor/rateLimit.ts';

/**
 * Per signed-in user, on top of the daily provider quotas (which count only calls that reach a
 * provider): a person talks a message every few seconds at most, and opens a few conversations
 * an hour; a script doing more is slowed down even when every answer comes from the site guide.
 */
export const conversationRateRules = {
  messages: { scope: 'voice-conversation:message', limit: 20, windowSeconds: 60 },
  sessions: { scope: 'voice-conversation:session', limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
