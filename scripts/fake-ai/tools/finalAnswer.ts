import { titlesIn } from './resultFacts.ts';
import type { ToolConversation, ToolResultSeen } from './toolConversation.ts';

const quoted = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

/** What one tool answered, in a few words: how many records and the first titles, a record's title, or its text. */
function gist(result: ToolResultSeen): string {
  const { value } = result;
  if (typeof value === 'string') return `answered ${quoted(value)}`;
  const list = Array.isArray(value) ? value : Object.values(value ?? {}).find(Array.isArray);
  const titles = titlesIn(value).slice(0, 3).map(quoted);
  if (list) return `${list.length} result${list.length === 1 ? '' : 's'}${titles.length > 0 ? `: ${titles.join(', ')}` : ''}`;
  return titles.length > 0 ? `answered ${titles[0]}` : 'answered';
}

/** The fake's last words once its plan is done: the tools it called, in order, and what each answered. */
export function finalAnswer(conversation: ToolConversation): string {
  if (conversation.calls.length === 0)
    return '[fake-ai] Called no tool: it calls the offered tools the prompt names, and this request named none or allowed none. This is a development server, not a model.';
  const steps = conversation.calls.map((call) => {
    const result = conversation.results.find((seen) => seen.id === call.id);
    return `${call.name} (${result ? gist(result) : 'no answer'})`;
  });
  return `[fake-ai] Done. Called ${steps.join('; ')}. This is a development server, not a model: it follows the order the prompt names the tools in.`;
}
