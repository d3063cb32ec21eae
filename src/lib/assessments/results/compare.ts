import type { AssessmentResult } from '../scoring.ts';
import type { StoredResult } from './storedResult.ts';

export interface DimensionChange {
  id: string;
  name: string;
  score: number;
  /** The previous score in this dimension, or undefined when the previous result had none. */
  previous: number | undefined;
}

export interface Comparison {
  /** When the previous result was completed (ISO 8601). */
  previousAt: string;
  overall: { score: number; previous: number };
  dimensions: DimensionChange[];
}

/** A new result set against the previous one of the same role, dimension by dimension. */
export function compareWithPrevious(result: AssessmentResult, previous: StoredResult): Comparison {
  return {
    previousAt: previous.completed_at,
    overall: { score: result.overall, previous: previous.overall_score },
    dimensions: result.dimensions.map((dimension) => ({ ...dimension, previous: previous.dimension_scores[dimension.id] })),
  };
}

/** "+7", "−3" (a true minus sign) or "no change", as a person reads a change in points. */
export function describeChange(score: number, previous: number): string {
  const change = score - previous;
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
}
