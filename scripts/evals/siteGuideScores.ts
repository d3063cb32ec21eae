import { searchTextFor } from '../../functions/_shared/ai/guideAnswer.ts';
import { onePerHeading, type SitePassage } from '../../functions/_shared/ai/siteGuide.ts';
import type { EvalQuestion } from '../../functions/_shared/evals/evalDataset.ts';
import { rankedResults } from '../../functions/_shared/evals/evalScores.ts';
import { siteGuideResult } from '../../functions/_shared/evals/evalTargets.ts';
import type { Queries } from '../../server/db/database.ts';

/**
 * Each question put to the site guide straight in the database, as its search tool asks (the guide's
 * search words, twice the passages, the best of each heading kept), scored as the evaluation workflow scores it.
 */
export async function siteGuideResults(db: Queries, questions: readonly EvalQuestion[]) {
  const results = [];
  for (const question of questions) {
    const { rows } = await db.query<SitePassage>('select title, page_title, url, text from public.search_site_passages($1, $2)', [
      searchTextFor(question.question),
      rankedResults * 2,
    ]);
    results.push(await siteGuideResult(question, onePerHeading(rows, rankedResults)));
  }
  return results;
}
