import { textOf } from '../chatReply.ts';

/** The part of JSON Schema the fake reads to fill a tool's arguments. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface OfferedTool {
  name: string;
  parameters: JsonSchema;
}

/** A call the assistant made, or the answer a `tool` message brought back; `at` is the message's place. */
export interface ToolCallMade {
  id: string;
  name: string;
  at: number;
}
export interface ToolResultSeen extends ToolCallMade {
  /** The tool message's content, parsed when it is JSON (the AI SDK sends a result as JSON, an error as text). */
  value: unknown;
}

/** What a chat request with `tools` tells the fake: the job (system and user text), the tools offered, and the calls so far. */
export interface ToolConversation {
  prompt: string;
  userText: string;
  tools: OfferedTool[];
  calls: ToolCallMade[];
  results: ToolResultSeen[];
}

interface ReceivedMessage {
  role?: unknown;
  content?: unknown;
  tool_calls?: { id?: unknown; function?: { name?: unknown } }[];
  tool_call_id?: unknown;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const textOfRoles = (messages: readonly ReceivedMessage[], roles: readonly string[]) =>
  messages.flatMap((message) => (roles.includes(String(message.role)) ? [textOf(message.content)] : [])).join('\n');

export function readToolConversation(messages: readonly ReceivedMessage[], tools: readonly unknown[]): ToolConversation {
  const calls = messages.flatMap((message, at) =>
    message.role === 'assistant' && Array.isArray(message.tool_calls)
      ? message.tool_calls.map((call) => ({ id: String(call.id), name: String(call.function?.name), at }))
      : [],
  );
  const results = messages.flatMap((message, at) => {
    const call = calls.find((made) => message.role === 'tool' && made.id === message.tool_call_id);
    return call ? [{ id: call.id, name: call.name, at, value: parsed(textOf(message.content)) }] : [];
  });
  const offered = tools.flatMap((tool) => {
    const fn = (tool as { function?: { name?: unknown; parameters?: JsonSchema } } | null)?.function;
    return typeof fn?.name === 'string' ? [{ name: fn.name, parameters: fn.parameters ?? {} }] : [];
  });
  return {
    prompt: textOfRoles(messages, ['system', 'user']),
    userText: textOfRoles(messages, ['user']),
    tools: offered,
    calls,
    results,
  };
}
