import type { EvalRun, QuestionResult, Scores } from './evaluationShapes.ts';

/** A score as `npm run eval` prints it (three decimals), a dash where a set has nothing to score. */
export const figure = (value: number | null) => (value === null ? '–' : value.toFixed(3));

/** The figures a runs table and its chart show, one row per finished run of a dataset. */
export const scoredRuns = (runs: readonly EvalRun[], datasetId: string) =>
  runs.flatMap((run) => (run.scored && run.scored.dataset_id === datasetId ? [{ run, scored: run.scored }] : []));
export type ScoredRun = ReturnType<typeof scoredRuns>[number];

export const scoreColumns: readonly { key: string; label: string; of(scores: ScoredRun['scored']['scores']): number | null }[] = [
  { key: 'tuning-hit', label: 'hit@3, tuning', of: (scores) => scores.tuning.hit_at_3 },
  { key: 'tuning-mrr', label: 'MRR, tuning', of: (scores) => scores.tuning.mrr },
  { key: 'held-hit', label: 'hit@3, held out', of: (scores) => scores.held_out.hit_at_3 },
  { key: 'held-mrr', label: 'MRR, held out', of: (scores) => scores.held_out.mrr },
  { key: 'pass', label: 'Pass rate', of: (scores) => scores.all.pass_rate },
];

/** One point per run and measure, for the chart of runs over time. */
export const chartPoints = (runs: readonly ScoredRun[]) =>
  runs.flatMap(({ run, scored }) =>
    (['hit_at_3', 'mrr', 'pass_rate'] as const).flatMap((measure) => {
      const value = scored.scores.all[measure as keyof Scores] as number | null;
      return value === null ? [] : [{ at: new Date(run.created_at), measure: measureLabels[measure], value }];
    }),
  );
const measureLabels = { hit_at_3: 'hit@3', mrr: 'MRR', pass_rate: 'pass rate' } as const;

const verdictOf = (result: QuestionResult | undefined) => {
  if (!result) return 'not asked';
  const judged = result.checks.filter((check) => check.passed !== null);
  const checks = judged.length === 0 ? '' : judged.every((check) => check.passed) ? ', checks pass' : ', a check fails';
  return `${result.rank === null ? (result.expected > 0 ? 'not found' : '–') : `rank ${result.rank}`}${checks}`;
};

/**
 * Two runs side by side, question by question (matched by their text, so a dataset edited between
 * the runs still lines up): each one's rank and checks, and whether the second did better or worse.
 */
export function compareRuns(first: readonly QuestionResult[], second: readonly QuestionResult[]) {
  const questions = [...new Set([...first, ...second].map((result) => result.question))];
  return questions.map((text) => {
    const before = first.find((result) => result.question === text);
    const after = second.find((result) => result.question === text);
    const score = (result?: QuestionResult) => (result?.rank ? 1 / result.rank : 0);
    const change = score(after) - score(before);
    return {
      question: text,
      held_out: (after ?? before)?.held_out ?? false,
      first: verdictOf(before),
      second: verdictOf(after),
      change: change > 0 ? 'better' : change < 0 ? 'worse' : 'same',
    };
  });
}
export type ComparedQuestion = ReturnType<typeof compareRuns>[number];
