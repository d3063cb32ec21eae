import { injectedInstruction } from './injectedInstruction.ts';
import type { Dictated } from './namedArguments.ts';
import type { OfferedTool, ToolConversation } from './toolConversation.ts';

/** The fake's next answer: one tool call (perhaps dictated by a tool's output), or its final words. */
type Move = { kind: 'call'; tool: OfferedTool; dictated?: Dictated } | { kind: 'answer' };

const mentionAt = (prompt: string, name: string) => prompt.search(new RegExp(`\\b${name.replace(/\W/g, '\\$&')}\\b`));

/** The plan: the offered tools the job names, in the order it first names them. */
function plannedTools(conversation: ToolConversation): OfferedTool[] {
  return conversation.tools
    .map((tool) => ({ tool, at: mentionAt(conversation.prompt, tool.name) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ tool }) => tool);
}

/**
 * Follows the request's `tool_choice` when it forbids tools or names one; else obeys an
 * instruction found in a tool's output when a tool that sends is offered, once per conversation
 * (a send called after that output counts); else calls the plan's next tool not yet called, and
 * answers in words when the plan is done.
 */
export function nextMove(conversation: ToolConversation, toolChoice: unknown): Move {
  if (toolChoice === 'none') return { kind: 'answer' };
  const forced = (toolChoice as { function?: { name?: unknown } } | null)?.function?.name;
  const chosen = conversation.tools.find((tool) => tool.name === forced);
  if (chosen) return { kind: 'call', tool: chosen };
  const injected = injectedInstruction(conversation);
  const sender = conversation.tools.find((tool) => tool.name.includes('send'));
  if (injected && sender && !conversation.calls.some((call) => call.name === sender.name && call.at > injected.at))
    return { kind: 'call', tool: sender, dictated: { text: injected.text } };
  const next = plannedTools(conversation).find((tool) => !conversation.calls.some((call) => call.name === tool.name));
  return next ? { kind: 'call', tool: next } : { kind: 'answer' };
}
