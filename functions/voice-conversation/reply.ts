import type { SupabaseClient } from '@supabase/supabase-js';
import { type ChatMessage, type ChatPort, ProviderUnavailable } from '../_shared/ai/ports.ts';
import { asPassage, directAnswer, passagesOnSubject, searchTextFor, siteGuideAnswer } from '../_shared/ai/guideAnswer.ts';
import { type SitePassage, type SiteSource, sitePassagesFor, sourceOf } from '../_shared/ai/siteGuide.ts';
import { FunctionError } from '../_shared/errors.ts';

export interface Reply {
  text: string;
  sources: SiteSource[];
  mode: 'model' | 'site_guide';
}

/** Passages a model is given to answer from. */
const groundingPassages = 4;
/** A spoken answer: a few sentences. */
const maxOutputTokens = 400;

/**
 * The model's answer grounded in the site's passages, or, with no model, the site guide's. The
 * guide's direct answer (from the reader's own result, or a page action's link) is the model's
 * first passage.
 */
export async function composeReply(
  caller: SupabaseClient,
  chat: ChatPort | null,
  question: string,
  history: () => Promise<ChatMessage[]>,
  signal: AbortSignal,
): Promise<Reply> {
  if (!chat) return { ...(await siteGuideAnswer(caller, question)), mode: 'site_guide' };
  const direct = await directAnswer(caller, question);
  const found = await sitePassagesFor(caller, searchTextFor(question), groundingPassages);
  const passages = [...(direct ? asPassage(direct) : []), ...passagesOnSubject(question, found)];
  const messages: ChatMessage[] = [
    { role: 'system', content: groundingPrompt(passages) },
    ...(await history()),
    { role: 'user', content: question },
  ];
  try {
    const text = (await chat.complete(messages, { signal, maxOutputTokens })).trim();
    if (!text) throw new ProviderUnavailable(`${chat.label} answered with no text.`);
    return { text, sources: passages.map(sourceOf), mode: 'model' };
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new FunctionError('service_unavailable', `The AI model did not answer: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * What the model is told: answer briefly in speakable prose, from the site's public passages, and
 * name the pages it used. It is given nothing else: no notes of the owner, no other user's words;
 * the reader's own result only when they ask about it.
 */
export function groundingPrompt(passages: readonly SitePassage[]): string {
  const listed = passages
    .map((passage, index) => `[${index + 1}] ${sourceOf(passage).title} (${passage.url})\n${passage.text}`)
    .join('\n\n');
  return [
    'You are the voice assistant of an innovation strategist’s website about using AI at work.',
    'Answer in two to four sentences of plain prose in British English: your answer is read aloud, so use no markdown, lists or links.',
    'Answer from the passages of the website below (the first may be the reader’s own result or the link for what they ask to do), and name the page titles you draw on.',
    'If they do not cover the question, say so briefly; never invent facts about the site, its owner or their services.',
    passages.length > 0 ? `Passages from the website:\n\n${listed}` : 'No passage of the website matches this question.',
  ].join('\n');
}
