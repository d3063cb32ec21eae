import { type ChatAnswer, type chatUsage, finishReason } from './chatAnswers.ts';

/** The deltas an OpenAI-compatible server streams: the text a word at a time, or a tool call's arguments a few characters at a time. */
function deltas(answer: ChatAnswer): object[] {
  if ('content' in answer)
    return [{ role: 'assistant', content: '' }, ...answer.content.split(/(?<= )/).map((word) => ({ content: word }))];
  const { id, name, arguments: json } = answer.toolCall;
  const pieces = json.match(/[\s\S]{1,32}/g) ?? [];
  return [
    { role: 'assistant', content: null, tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] },
    ...pieces.map((piece) => ({ tool_calls: [{ index: 0, function: { arguments: piece } }] })),
  ];
}

/** The reply as server-sent events; the last chunk carries the finish reason and the usage. */
export function chatStream(model: string, answer: ChatAnswer, usage: ReturnType<typeof chatUsage>, delayMs: number): Response {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null, more: object = {}) =>
    `data: ${JSON.stringify({ id: `chatcmpl-fake-${created}`, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...more })}\n\n`;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, delta] of deltas(answer).entries()) {
        if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(encoder.encode(chunk(delta, null)));
      }
      controller.enqueue(encoder.encode(`${chunk({}, finishReason(answer), { usage })}data: [DONE]\n\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}
