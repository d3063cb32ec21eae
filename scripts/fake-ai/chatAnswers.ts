import type { Context } from 'hono';

/** The whole reply at once, as `POST /v1/chat/completions` answers without `stream`. */
export function chatCompletion(c: Context, model: string, content: string): Response {
  const created = Math.floor(Date.now() / 1000);
  const words = content.split(' ').length;
  return c.json({
    id: `chatcmpl-fake-${created}`,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: words, total_tokens: words },
  });
}

/** The reply as server-sent events, a word at a time, as an OpenAI-compatible server streams it. */
export function chatStream(model: string, content: string, delayMs: number): Response {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: `chatcmpl-fake-${created}`, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(chunk({ role: 'assistant', content: '' }, null)));
      for (const word of content.split(/(?<= )/)) {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(encoder.encode(chunk({ content: word }, null)));
      }
      controller.enqueue(encoder.encode(`${chunk({}, 'stop')}data: [DONE]\n\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}
