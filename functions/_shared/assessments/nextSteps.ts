/**
 * A result's next steps: one for each of the three weakest dimensions, weakest first (ties keep
 * content order). Steps are written from the first to the most advanced, so the step picked is the
 * one that matches how far the person already is in that dimension. The result page
 * (src/lib/assessments/scoring.ts) and the site guide's answer about a stored result both pick them here.
 */

export interface AdviceStep {
  title: string;
  detail: string;
}

export interface ScoredDimension {
  id: string;
  name: string;
  /** 0–100. */
  score: number;
}

export interface NextStep extends AdviceStep {
  dimensionId: string;
  dimensionName: string;
}

const nextStepCount = 3;

export function nextStepsFor(advice: Readonly<Record<string, readonly AdviceStep[]>>, dimensions: readonly ScoredDimension[]): NextStep[] {
  const weakest = [...dimensions].sort((a, b) => a.score - b.score).slice(0, nextStepCount);
  return weakest.map((dimension) => {
    const steps = advice[dimension.id] ?? [];
    const index = Math.min(steps.length - 1, Math.floor((dimension.score / 100) * steps.length));
    const step = steps[index];
    if (!step) throw new Error(`No next steps for dimension "${dimension.id}"; expected at least one.`);
    return { title: step.title, detail: step.detail, dimensionId: dimension.id, dimensionName: dimension.name };
  });
}
