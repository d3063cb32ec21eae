/**
 * The figures of an evaluation run. hit@3: the share of questions with an expected source among
 * the first three found. MRR: the mean of 1/rank of the first expected source found (0 when none
 * is in the first ten). Pass rate: the share of questions with judged checks whose checks all pass.
 * Held-out questions are scored apart from the tuning set, so a tuning that only fits the questions
 * it was made on shows.
 */

/** How many results a retrieval target answers per question: MRR is reckoned over these. */
export const rankedResults = 10;

export interface QuestionResult {
  question: string;
  held_out: boolean;
  /** The first five sources found, best first: site links (path#anchor) or `note:<id>`. */
  found: string[];
  /** The 1-based rank of the first expected source found; null when none was, or none was expected. */
  rank: number | null;
  expected: number;
  /** Each check's verdict; null when it could not be judged (a rubric with no model). */
  checks: { kind: string; passed: boolean | null }[];
  answer?: string;
}

export interface Scores {
  questions: number;
  /** Null when no question of the set expects a source, or none has a judged check. */
  hit_at_3: number | null;
  mrr: number | null;
  pass_rate: number | null;
}

export const rankOf = (found: readonly string[], expected: readonly string[]): number | null => {
  const index = found.findIndex((source) => expected.includes(source));
  return index === -1 ? null : index + 1;
};

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

export function scoresOf(results: readonly QuestionResult[]): Scores {
  const retrieval = results.filter((result) => result.expected > 0);
  const judged = results.map((result) => result.checks.filter((check) => check.passed !== null)).filter((checks) => checks.length > 0);
  return {
    questions: results.length,
    hit_at_3: mean(retrieval.map((result) => (result.rank !== null && result.rank <= 3 ? 1 : 0))),
    mrr: mean(retrieval.map((result) => (result.rank === null ? 0 : 1 / result.rank))),
    pass_rate: mean(judged.map((checks) => (checks.every((check) => check.passed) ? 1 : 0))),
  };
}

/** The figures of the tuning set, the held-out set and all questions. */
export const splitScores = (results: readonly QuestionResult[]) => ({
  tuning: scoresOf(results.filter((result) => !result.held_out)),
  held_out: scoresOf(results.filter((result) => result.held_out)),
  all: scoresOf(results),
});
