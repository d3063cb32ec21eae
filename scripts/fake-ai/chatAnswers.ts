import type { Context } from 'hono';

/** What the fake answers a chat request with: words, or one call of a tool (its arguments as JSON text). */
export type ChatAnswer = { content: string } | { toolCall: { id: string; name: string; arguments: string } };

/** A stand-in for a tokenizer: about four characters a token, so a longer prompt costs more, always the same. */
const tokensIn = (text: string) => Math.ceil(text.length / 4);

export function chatUsage(messages: unknown, answer: ChatAnswer) {
  const prompt = tokensIn(JSON.stringify(messages));
  const completion = tokensIn('content' in answer ? answer.content : answer.toolCall.arguments);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** The assistant's message as OpenAI writes it: its text, or its tool calls (then no text). */
const assistantMessage = (answer: ChatAnswer) =>
  'content' in answer
    ? { role: 'assistant', content: answer.content }
    : {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: answer.toolCall.id, type: 'function', function: { name: answer.toolCall.name, arguments: answer.toolCall.arguments } },
        ],
      };

export const finishReason = (answer: ChatAnswer) => ('content' in answer ? 'stop' : 'tool_calls');

/** The whole reply at once, as `POST /v1/chat/completions` answers without `stream`. */
export function chatCompletion(c: Context, model: string, answer: ChatAnswer, usage: ReturnType<typeof chatUsage>): Response {
  const created = Math.floor(Date.now() / 1000);
  return c.json({
    id: `chatcmpl-fake-${created}`,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: assistantMessage(answer), finish_reason: finishReason(answer) }],
    usage,
  });
}
