import { eventStream, type EventSender } from '../_shared/ai/eventStream.ts';
import type { ChatSource, ReplyMode, ReplyStatus } from './conversation.ts';

/**
 * The reply as Server-Sent Events, in this order: `start` (the conversation, where the reply
 * comes from, and a notice when no model is configured), a `token` per text delta (a JSON
 * string), then `done` (how it ended and the cited sources) or `error`. A reader that goes away
 * cancels the stream, which aborts the provider call.
 */
export interface ReplyEvents {
  start: {
    conversation_id: string;
    mode: ReplyMode;
    label: string | null;
    notice: string | null;
  };
  token: string;
  done: { status: ReplyStatus; sources: readonly ChatSource[] };
  error: { code: string; message: string };
}

export type SendEvent = EventSender<ReplyEvents>;

export const streamedReply = (produce: (send: SendEvent) => Promise<void>, onCancel?: () => void): Response =>
  eventStream<ReplyEvents>(produce, onCancel);
