/**
 * The site guide: answers from the product's own public pages (the passages the build writes and
 * the loader stores in public.site_passages), ranked by Postgres full-text search. With no model
 * configured it is the assistant's answer, and says so; with a model, its passages ground the
 * model's answer. It never reads anything but the site's published text.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';

export interface SitePassage {
  title: string;
  page_title: string;
  /** Path plus `#anchor` of the heading the passage sits under. */
  url: string;
  text: string;
}

export interface SiteSource {
  title: string;
  url: string;
}

export interface SiteGuideAnswer {
  text: string;
  sources: SiteSource[];
}

/** Two or three passages: enough to answer, short enough to listen to. */
const quotedCount = 3;
const maxQuoteChars = 240;

/** The best passages for the question, one per heading, best first. */
export async function sitePassagesFor(client: SupabaseClient, question: string, limit = quotedCount): Promise<SitePassage[]> {
  // Twice as many as asked: a long section's passages share one link, and only the best is kept.
  const { data, error, status } = await client.rpc('search_site_passages', { p_question: question, p_limit: limit * 2 });
  if (error) throw databaseFailure('search_site_passages', { error, status });
  return onePerHeading(data as SitePassage[], limit);
}

/** The first (best) passage of each link, up to `limit`: a long section's passages share one link. */
export function onePerHeading(rows: readonly SitePassage[], limit: number): SitePassage[] {
  const byUrl = new Map<string, SitePassage>();
  for (const row of rows) {
    if (!byUrl.has(row.url)) byUrl.set(row.url, { title: row.title, page_title: row.page_title, url: row.url, text: row.text });
  }
  return [...byUrl.values()].slice(0, limit);
}

/** How a passage is named when cited: the page, and the heading when it is not the page itself. */
export function sourceOf(passage: SitePassage): SiteSource {
  const title = passage.title === passage.page_title ? passage.page_title : `${passage.page_title}: ${passage.title}`;
  return { title, url: passage.url };
}

/**
 * A short answer in plain prose (it is read aloud as it is): what it is, then the best passages
 * quoted with the pages they come from, the first three. The links go in `sources`, for the UI to show.
 */
export function answerFromPassages(found: readonly SitePassage[], question: string): SiteGuideAnswer {
  const passages = found.slice(0, quotedCount);
  if (passages.length === 0) {
    return {
      text:
        'No AI model is configured, so I can only quote this site’s own pages, and none of them matches your question. ' +
        'Try asking about the AI Confidence Kit, the role assessments, advisory or how AI affects jobs.',
      sources: [],
    };
  }
  const quotes = quotedPassages(passages, question);
  return {
    text: `No AI model is configured, so here ${passages.length === 1 ? 'is a passage' : 'are passages'} from this site that match your question. ${quotes.join(' ')}`,
    sources: passages.map(sourceOf),
  };
}

/** Each passage as the guide quotes it: where it is from, and the sentences that speak to the question. */
export const quotedPassages = (passages: readonly SitePassage[], question: string): string[] =>
  passages.map((passage) => `From “${sourceOf(passage).title}”: “${excerpt(passage, question)}”`);

/**
 * The sentences of a passage that speak to the question, whole, up to maxQuoteChars (one sentence
 * at least, however long): from its start when its heading already matches the question (the whole
 * section is on the subject), else from the sentence holding the most words of the question (the
 * first of those that tie).
 */
export function excerpt(passage: Pick<SitePassage, 'title' | 'text'>, question: string): string {
  const sentences = wholeSentences(passage.text);
  const stems = questionStems(question);
  const mentions = (text: string) => stems.filter((stem) => text.toLowerCase().includes(stem)).length;
  const scores = sentences.map(mentions);
  const first = mentions(passage.title) > 0 ? 0 : scores.indexOf(Math.max(...scores));
  let quote = '';
  for (const sentence of sentences.slice(first)) {
    if (quote && quote.length + sentence.length + 1 > maxQuoteChars) break;
    quote = quote ? `${quote} ${sentence}` : sentence;
  }
  return quote;
}

/**
 * A text's sentences: it breaks only at a space after a full stop, question or exclamation mark
 * (and any closing quote or bracket), so a figure such as "arXiv:2507.07935" or "4.5" stays whole.
 */
export function wholeSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?][”’"')\]]*)\s+/u)
    .filter(Boolean);
}

/** Words too common to show where a passage answers. */
const commonWords = new Set([
  'about',
  'does',
  'from',
  'have',
  'that',
  'there',
  'they',
  'this',
  'what',
  'when',
  'where',
  'which',
  'with',
  'would',
  'your',
]);

/** The question's telling words, their commonest endings cut ("safely" → "safe"): four letters or more. */
function questionStems(question: string): string[] {
  return (question.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => !commonWords.has(word))
    .map((word) => word.replace(/(ing|ly|ed|es|s)$/, ''))
    .filter((stem) => stem.length >= 4);
}
