import type { ConfidenceBand } from './schema.ts';

/** Answers run 1 (strongly disagree) to 5 (strongly agree), one per statement. */
export const lowestAnswer = 1;
export const highestAnswer = 5;

/**
 * Confidence from 0 to 100: where the answers sit between all "strongly disagree" and all
 * "strongly agree". Unanswered statements are not guessed: the result waits for every answer.
 */
export function confidenceScore(answers: readonly number[], statementCount: number): number | null {
  if (statementCount === 0 || answers.length !== statementCount) return null;
  if (answers.some((answer) => !Number.isInteger(answer) || answer < lowestAnswer || answer > highestAnswer)) return null;
  const total = answers.reduce((sum, answer) => sum + answer, 0);
  const span = statementCount * (highestAnswer - lowestAnswer);
  return Math.round(((total - statementCount * lowestAnswer) / span) * 100);
}

export function bandFor(score: number, bands: readonly ConfidenceBand[]): ConfidenceBand {
  const band = bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (!band) throw new Error(`No confidence band covers the score ${score}.`);
  return band;
}
