import type { AdviceStep, Assessment, Level } from './contentSchema.ts';

/** The chosen option's index for each answered question id. */
export type Answers = Readonly<Record<string, number>>;

export interface DimensionScore {
  id: string;
  name: string;
  /** 0–100, rounded. */
  score: number;
}

export interface NextStep extends AdviceStep {
  dimensionId: string;
  dimensionName: string;
}

export interface AssessmentResult {
  /** 0–100, rounded: the plain mean of the dimension scores, so each framework pillar counts the same. */
  overall: number;
  level: Level;
  dimensions: DimensionScore[];
  nextSteps: NextStep[];
}

const nextStepCount = 3;

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

/**
 * One step for each of the three weakest dimensions, weakest first (ties keep content order).
 * Steps are written from the first to the most advanced, so the step picked is the one that
 * matches how far the person already is in that dimension.
 */
export function pickNextSteps(assessment: Assessment, dimensions: readonly DimensionScore[]): NextStep[] {
  const weakest = [...dimensions].sort((a, b) => a.score - b.score).slice(0, nextStepCount);
  return weakest.map((dimension) => {
    const steps = assessment.advice[dimension.id] ?? [];
    const index = Math.min(steps.length - 1, Math.floor((dimension.score / 100) * steps.length));
    const step = steps[index];
    if (!step) throw new Error(`No next steps for dimension "${dimension.id}"; expected at least one.`);
    return { ...step, dimensionId: dimension.id, dimensionName: dimension.name };
  });
}

export function scoreAssessment(assessment: Assessment, answers: Answers): AssessmentResult {
  const dimensions = scoreDimensions(assessment, answers);
  const mean = dimensions.reduce((sum, dimension) => sum + dimension.score, 0) / dimensions.length;
  const overall = Math.round(mean);
  return { overall, level: levelFor(assessment.levels, overall), dimensions, nextSteps: pickNextSteps(assessment, dimensions) };
}
