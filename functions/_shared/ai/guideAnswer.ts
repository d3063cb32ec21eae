/**
 * What the site guide answers, in order: a question about the reader's own result from that
 * result; a question that names a page action with the action's link; any other with the passages
 * that match it, a question about a result keeping to the assessments' pages (never the kit's
 * self-check scale, which also speaks of a score). With a model, the same direct answer is the
 * first passage the model is given.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ownResultAnswer, ownResultFor, ownResultQuestion } from './ownResult.ts';
import { pageActionAnswer, pageActionFor } from './pageActions.ts';
import { answerFromPassages, type SiteGuideAnswer, type SitePassage, sitePassagesFor } from './siteGuide.ts';

export type PassageFinder = (client: SupabaseClient, question: string) => Promise<SitePassage[]>;

/** The assessments' pages: the hub and each role's page. */
const assessmentPages = '/ai-assessment';

/** The answer drawn from the reader's own result or from a page action, or null when the question asks for neither. */
export async function directAnswer(client: SupabaseClient, question: string): Promise<SiteGuideAnswer | null> {
  const own = ownResultQuestion(question);
  const result = own ? await ownResultFor(client, own.score) : null;
  if (own && result) return ownResultAnswer(result, own.score);
  const action = pageActionFor(question);
  return action ? pageActionAnswer(action) : null;
}

/** The guide's answer with no model; `find` searches the passages (the admin's chat adds the owner's notes). */
export async function siteGuideAnswer(
  client: SupabaseClient,
  question: string,
  find: PassageFinder = sitePassagesFor,
): Promise<SiteGuideAnswer> {
  return (
    (await directAnswer(client, question)) ??
    answerFromPassages(passagesOnSubject(question, await find(client, searchTextFor(question))), question)
  );
}

/** A direct answer as the passage a model is given first, cited by its link. */
export function asPassage(answer: SiteGuideAnswer): SitePassage[] {
  const source = answer.sources[0];
  return source ? [{ title: source.title, page_title: source.title, url: source.url, text: answer.text }] : [];
}

/** The words the passages are searched with: a question about a result is searched on the assessments' results. */
export function searchTextFor(question: string): string {
  return ownResultQuestion(question) ? `${question} assessment result maturity level` : question;
}

/** The passages on the question's subject: a question about a result keeps to the assessments' pages. */
export function passagesOnSubject<P extends Pick<SitePassage, 'url'>>(question: string, passages: readonly P[]): P[] {
  return ownResultQuestion(question) ? passages.filter((passage) => passage.url.startsWith(assessmentPages)) : [...passages];
}

/**
 * The links the guide answers with when no reader's result is involved, best first: the page
 * action's link, else the passages on the question's subject. Evaluations rank these.
 */
export function linksWithoutReader(question: string, passages: readonly SitePassage[]): { links: string[]; answer: SiteGuideAnswer } {
  const action = pageActionFor(question);
  const onSubject = passagesOnSubject(question, passages);
  const answer = action ? pageActionAnswer(action) : answerFromPassages(onSubject, question);
  return { links: [...(action ? [action.url] : []), ...onSubject.map((passage) => passage.url)], answer };
}
