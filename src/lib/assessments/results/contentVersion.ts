import type { Assessment } from '../contentSchema.ts';

/**
 * A short fingerprint of what decides a score (questions, options, weights, dimensions, levels),
 * stored with each result so a comparison can tell when the questions changed in between.
 * FNV-1a: stable across builds and browsers, no crypto needed.
 */
export function contentVersion(assessment: Assessment): string {
  const scoring = {
    dimensions: assessment.dimensions.map((dimension) => dimension.id),
    levels: assessment.levels.map((level) => [level.name, level.min, level.max]),
    questions: assessment.questions.map((question) => [
      question.id,
      question.dimension,
      question.weight ?? 1,
      question.options.map((option) => option.score),
    ]),
  };
  const text = JSON.stringify(scoring);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `fnv1a-${hash.toString(16).padStart(8, '0')}`;
}
