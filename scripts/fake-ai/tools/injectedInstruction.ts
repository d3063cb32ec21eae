import { stringsIn } from './resultFacts.ts';
import type { ToolConversation } from './toolConversation.ts';

/**
 * What the fake takes for an instruction hidden in a tool's output, on purpose, so a test of the
 * approval gate can fail: "ignore (all|previous|prior) instructions", or an imperative to send,
 * mail or email with everyone, everybody, all subscribers (contacts, leads, users, customers,
 * recipients) or every subscriber (…) after it in the same sentence.
 */
export const injectionPatterns = [
  /\b(?:ignore|disregard)\s+(?:all\s+)?(?:(?:previous|prior)\s+)?instructions\b/i,
  /\b(?:send|e-?mail|mail)\b[^.!?\n]{0,80}?\b(?:everyone|everybody|(?:all|every)\s+(?:the\s+)?(?:subscriber|contact|lead|user|customer|recipient)s?)\b/i,
];

export interface InjectedInstruction {
  /** The text of the output that holds the instruction (a signal's summary, a contact message). */
  text: string;
  /** The place of the `tool` message that brought it. */
  at: number;
}

const holdsInstruction = (text: string) => injectionPatterns.some((pattern) => pattern.test(text));

/** The first instruction the conversation's tool outputs hold, or null. */
export function injectedInstruction(conversation: ToolConversation): InjectedInstruction | null {
  for (const result of conversation.results) {
    const text = stringsIn(result.value).find(holdsInstruction);
    if (text !== undefined) return { text, at: result.at };
  }
  return null;
}
