/**
 * Reads a streamed reply's Server-Sent Events from a fetch body as they arrive. The events and
 * their order are the function's: start, token…, done or error (ai-chat's in
 * functions/ai-chat/replyStream.ts, the lab's in functions/lab-run/labEvents.ts).
 */
export interface ChatSource {
  title: string;
  url: string;
}

export type ReplyEvent =
  | { event: 'start'; data: { conversation_id: string; mode: 'model' | 'site_guide'; label: string | null; notice: string | null } }
  | { event: 'token'; data: string }
  | { event: 'done'; data: { status: 'complete' | 'stopped' | 'failed'; sources: ChatSource[] } }
  | { event: 'error'; data: { code: string; message: string } };

const eventNames = new Set(['start', 'token', 'done', 'error']);

/** Any stream of the four events, typed by its function's events. */
export type StreamEvent = { event: 'start' | 'token' | 'done' | 'error'; data: unknown };

export async function* replyEvents<Event extends StreamEvent = ReplyEvent>(body: ReadableStream<Uint8Array>): AsyncGenerator<Event> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const parsed = parseEvent(buffered.slice(0, end)) as Event | null;
        buffered = buffered.slice(end + 2);
        if (parsed) yield parsed;
        end = buffered.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** One event block; anything that is not one of the four events is skipped. */
export function parseEvent(block: string): ReplyEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (!eventNames.has(name) || data.length === 0) return null;
  return { event: name, data: JSON.parse(data.join('\n')) } as ReplyEvent;
}
