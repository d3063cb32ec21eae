import { answerFromPassages, type SitePassage } from '../ai/siteGuide.ts';
import { type RubricJudge, checkAnswer } from './evalChecks.ts';
import type { EvalQuestion } from './evalDataset.ts';
import { type QuestionResult, rankOf } from './evalScores.ts';

/**
 * A question put to the site guide: the passages found (one per heading, best first, at most
 * rankedResults) are ranked against the expected sources, and the guide's answer, quoted from the
 * first three, is checked. `npm run eval` and the evaluation workflow both score through here.
 */
export async function siteGuideResult(question: EvalQuestion, passages: readonly SitePassage[], judge?: RubricJudge) {
  const found = passages.map((passage) => passage.url);
  const answer = answerFromPassages(passages, question.question).text;
  return resultOf(question, found, answer, judge);
}

export async function resultOf(question: EvalQuestion, found: string[], answer: string, judge?: RubricJudge): Promise<QuestionResult> {
  return {
    question: question.question,
    held_out: question.held_out,
    found: found.slice(0, 5),
    rank: rankOf(found, question.sources),
    expected: question.sources.length,
    checks: await checkAnswer(answer, question.checks, judge),
    answer: answer.slice(0, 200),
  };
}
