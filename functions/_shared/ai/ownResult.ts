/**
 * "What does my score of 63 mean?": a question about the reader's own assessment result is
 * answered from that result (its score, its level and what the level means, and its next steps),
 * read under the reader's session, and never from a scale of another page that shares the word
 * "score". The kit's self-check is kept in the browser alone, so a question about it is left to the
 * kit's passages.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type AdviceStep, nextStepsFor, type ScoredDimension } from '../assessments/nextSteps.ts';
import { databaseFailure } from '../databaseFailure.ts';
import type { SiteGuideAnswer } from './siteGuide.ts';

export interface OwnResultQuestion {
  /** The score the reader names ("my score of 63"), when they name one. */
  score: number | null;
}

export interface OwnResult {
  role: string;
  page: string;
  client_result_id: string;
  score: number;
  level: string;
  /** The level's band of scores, and the names of all levels from the least to the most mature. */
  min: number;
  max: number;
  levels: string[];
  summary: string;
  dimensions: ScoredDimension[];
  advice: Record<string, AdviceStep[]>;
}

const asksOwnResult = /\b(my|I)\b[^.?!]*\b(scor\w*|results?|level|got \d{1,3})\b/i;
const aboutSelfCheck = /\b(self-?check|confidence kit|kit)\b/i;

/** The question's reading as one about the reader's own result, or null when it is not one. */
export function ownResultQuestion(question: string): OwnResultQuestion | null {
  if (!asksOwnResult.test(question) || aboutSelfCheck.test(question)) return null;
  const named = question.match(/\b(\d{1,3})\b(?!\s*(%|percent|minutes?|days?|questions?))/i)?.[1];
  const score = named === undefined ? null : Number(named);
  return { score: score !== null && score <= 100 ? score : null };
}

/** The reader's latest result, or their latest with the score they name; null when they have none. */
export async function ownResultFor(client: SupabaseClient, score: number | null): Promise<OwnResult | null> {
  const { data, error, status } = await client.rpc('own_assessment_result', { p_score: score });
  if (error) throw databaseFailure('own_assessment_result', { error, status });
  return (data as OwnResult | null) ?? null;
}

/** Score, level, what the level means and the three next steps, in prose that reads aloud; the result's page is its source. */
export function ownResultAnswer(result: OwnResult, asked: number | null): SiteGuideAnswer {
  const steps = nextStepsFor(result.advice, result.dimensions).map((step) => `${step.dimensionName}: ${step.title}. ${step.detail}`);
  const opening =
    asked !== null && asked !== result.score
      ? `None of your results scored ${asked}. Your latest, a ${result.role} result of ${result.score} out of 100,`
      : `Your ${result.role} result, ${result.score} out of 100,`;
  return {
    text: [
      `${opening} is at the level ${result.level}, which runs from ${result.min} to ${result.max}; the levels go from ${result.levels[0]} to ${result.levels.at(-1)}.`,
      `${result.level} means: ${result.summary}`,
      `Your next steps, where you scored lowest: ${steps.join(' ')}`,
    ].join(' '),
    sources: [{ title: `Your ${result.role} result`, url: `${result.page}?result=${encodeURIComponent(result.client_result_id)}` }],
  };
}
