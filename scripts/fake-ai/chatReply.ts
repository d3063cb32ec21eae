interface ReceivedMessage {
  role?: unknown;
  content?: unknown;
}

/** A message's text: a string, or the text parts of a multi-part content. */
export const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join(' ')
      : '';

/**
 * The fake server's whole "reply": it labels itself and restates what it received, so a person
 * watching the panel sees the request went through the real adapter, and nobody mistakes it for
 * a model.
 */
export function chatReply(model: string, messages: readonly ReceivedMessage[]): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  const asked = textOf(lastUser?.content).replace(/\s+/g, ' ').trim();
  const system = messages.some((message) => message.role === 'system') ? ' with a system prompt' : '';
  return `[fake-ai] Received ${messages.length} message${messages.length === 1 ? '' : 's'}${system} for model "${model}". The last one said: "${asked}". This is a development server, not a model: it only restates what it received.`;
}
