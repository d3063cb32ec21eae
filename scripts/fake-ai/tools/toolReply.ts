import type { ChatAnswer } from '../chatAnswers.ts';
import { finalAnswer } from './finalAnswer.ts';
import { nextMove } from './nextMove.ts';
import { toolArguments } from './toolArguments.ts';
import { readToolConversation } from './toolConversation.ts';

/**
 * The fake's answer to a chat request that offers tools: one call of the next tool its plan (or
 * an instruction in a tool's output) asks for, with a deterministic id, or its final words.
 */
export function toolReply(messages: readonly unknown[], tools: readonly unknown[], toolChoice: unknown): ChatAnswer {
  const conversation = readToolConversation(messages as Parameters<typeof readToolConversation>[0], tools);
  const move = nextMove(conversation, toolChoice);
  if (move.kind === 'answer') return { content: finalAnswer(conversation) };
  const input = toolArguments(move.tool.parameters, conversation, move.dictated);
  return { toolCall: { id: `call_${conversation.calls.length + 1}`, name: move.tool.name, arguments: JSON.stringify(input) } };
}
