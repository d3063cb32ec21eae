/**
 * Reads the ai-chat function's Server-Sent Events from a fetch body as they arrive. The events
 * and their order are the function's (functions/ai-chat/replyStream.ts): start, token…, done or error.
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

export async function* replyEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ReplyEvent> {
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
        const parsed = parseEvent(buffered.slice(0, end));
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
