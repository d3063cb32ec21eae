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

export type SendEvent = <Name extends keyof ReplyEvents>(event: Name, data: ReplyEvents[Name]) => void;

const encoder = new TextEncoder();

export function streamedReply(produce: (send: SendEvent) => Promise<void>, onCancel: () => void = () => {}): Response {
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send: SendEvent = (event, data) => {
        if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      produce(send)
        .catch((error: unknown) => {
          console.error('The AI chat reply failed after it had started:', error);
          send('error', {
            code: 'internal_error',
            message: 'The reply could not be finished; what arrived is shown.',
          });
        })
        .finally(() => {
          if (!open) return;
          open = false;
          controller.close();
        });
    },
    cancel() {
      open = false;
      onCancel();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Proxies must hand each event on as it comes, not gather the reply first.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
