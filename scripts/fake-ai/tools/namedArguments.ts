import { keyWords, shortTitle, uuidNamedFor } from './promptWords.ts';
import { idsIn, resultsOfToolsNamed, tagsIn, titlesIn } from './resultFacts.ts';
import type { ToolConversation } from './toolConversation.ts';

/** Text an instruction in a tool's output asked to send: the fake's subject and body come from it. */
export interface Dictated {
  text: string;
}

const toolNamesOf = (conversation: ToolConversation) => conversation.tools.map((tool) => tool.name);

/**
 * `<stem>_id`: the UUID the prompt gives for it, else the first id the latest answer of a `<stem>`
 * tool holds, else (when required) the first id of the latest answer.
 */
function idFor(stem: string, conversation: ToolConversation, required: boolean): string | undefined {
  const fromStemTool = resultsOfToolsNamed(conversation.results, stem).at(-1);
  const latest = required ? conversation.results.at(-1) : undefined;
  return uuidNamedFor(conversation.prompt, stem) ?? idsIn(fromStemTool?.value)[0] ?? idsIn(latest?.value)[0];
}

/** `<stem>_ids`: every id the `<stem>` tools answered (signal_ids ← list_signals). */
function idsFor(stem: string, conversation: ToolConversation): string[] | undefined {
  const ids = [...new Set(resultsOfToolsNamed(conversation.results, stem).flatMap((result) => idsIn(result.value)))];
  return ids.length > 0 ? ids : undefined;
}

/** What to search for: the tags of the latest answer that has some, else its titles, else the job's key words. */
function query(conversation: ToolConversation): string {
  for (const result of [...conversation.results].reverse()) {
    const words = tagsIn(result.value).length > 0 ? tagsIn(result.value) : titlesIn(result.value);
    if (words.length > 0) return words.slice(0, 8).join(' ');
  }
  return keyWords(conversation.userText, toolNamesOf(conversation)) || 'recent';
}

function body(conversation: ToolConversation, dictated?: Dictated): string {
  if (dictated) return `[fake-ai] Sent because a tool's output said so:\n\n${dictated.text}`;
  const titles = [...new Set(conversation.results.flatMap((result) => titlesIn(result.value)))];
  const cited =
    titles.length > 0 ? `It draws on:\n\n${titles.map((title) => `- ${title}`).join('\n')}` : 'The tools answered nothing to cite.';
  return `[fake-ai] Composed by a development server, not a model, from what the tools answered. ${cited}`;
}

/**
 * The value the fake gives a property by its name, or undefined when the name says nothing (or
 * nothing was found for it): ids from the prompt and the answers, a query, a title, a body.
 */
export function namedArgument(name: string, conversation: ToolConversation, required: boolean, dictated?: Dictated): unknown {
  if (name.endsWith('_ids')) return idsFor(name.slice(0, -4), conversation);
  if (name.endsWith('_id')) return idFor(name.slice(0, -3), conversation, required);
  if (name === 'query' || name === 'question') return query(conversation);
  if (name === 'title' || name === 'subject')
    return `[fake-ai] ${shortTitle(dictated?.text ?? conversation.userText, toolNamesOf(conversation))}`;
  if (name === 'body' || name === 'body_md') return body(conversation, dictated);
  return undefined;
}
