import { type NextStep, nextStepsFor } from '../../../functions/_shared/assessments/nextSteps.ts';
import type { Assessment, Level } from './contentSchema.ts';

export type { NextStep };

/** The chosen option's index for each answered question id. */
export type Answers = Readonly<Record<string, number>>;

export interface DimensionScore {
  id: string;
  name: string;
  /** 0–100, rounded. */
  score: number;
}

export interface AssessmentResult {
  /** 0–100, rounded: the plain mean of the dimension scores, so each framework pillar counts the same. */
  overall: number;
  level: Level;
  dimensions: DimensionScore[];
  nextSteps: NextStep[];
}

/**
 * A dimension's score is the weighted mean of its chosen options' scores, times 100. An
 * unanswered question counts as its least mature option, so answering can only raise a score.
 */
export function scoreDimensions(assessment: Assessment, answers: Answers): DimensionScore[] {
  return assessment.dimensions.map((dimension) => {
    const asked = assessment.questions.filter((question) => question.dimension === dimension.id);
    const totalWeight = asked.reduce((sum, question) => sum + (question.weight ?? 1), 0);
    const earned = asked.reduce((sum, question) => {
      const chosen = answers[question.id];
      const option = chosen === undefined ? undefined : question.options[chosen];
      return sum + (question.weight ?? 1) * (option?.score ?? 0);
    }, 0);
    return { id: dimension.id, name: dimension.name, score: Math.round((100 * earned) / totalWeight) };
  });
}

export function levelFor(levels: readonly Level[], score: number): Level {
  const level = levels.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (!level) throw new Error(`No maturity level covers the score ${score}; expected bands covering 0–100.`);
  return level;
}

/** The next steps of a result: the rule is shared with the site guide (functions/_shared/assessments/nextSteps.ts). */
export function pickNextSteps(assessment: Assessment, dimensions: readonly DimensionScore[]): NextStep[] {
  return nextStepsFor(assessment.advice, dimensions);
}

export function scoreAssessment(assessment: Assessment, answers: Answers): AssessmentResult {
  const dimensions = scoreDimensions(assessment, answers);
  const mean = dimensions.reduce((sum, dimension) => sum + dimension.score, 0) / dimensions.length;
  const overall = Math.round(mean);
  return { overall, level: levelFor(assessment.levels, overall), dimensions, nextSteps: pickNextSteps(assessment, dimensions) };
}
