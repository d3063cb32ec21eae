import { linksWithoutReader } from '../ai/guideAnswer.ts';
import type { SitePassage } from '../ai/siteGuide.ts';
import { type RubricJudge, checkAnswer } from './evalChecks.ts';
import type { EvalQuestion } from './evalDataset.ts';
import { type QuestionResult, rankOf } from './evalScores.ts';

/**
 * A question put to the site guide, as a reader with no result of their own asks it: the passages
 * found for searchTextFor(question) (one per heading, best first, at most rankedResults) give the
 * links the guide answers with (a page action's link first), which are ranked against the expected
 * sources, and the guide's answer is checked. `npm run eval` and the evaluation workflow both score
 * through here.
 */
export async function siteGuideResult(question: EvalQuestion, passages: readonly SitePassage[], judge?: RubricJudge) {
  const { links, answer } = linksWithoutReader(question.question, passages);
  return resultOf(question, links, answer.text, judge);
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
