import type { z } from 'zod';
import { pillars } from './pillars.ts';

interface AssessmentShape {
  dimensions: { id: string; pillar: string }[];
  questions: { id: string; dimension: string }[];
  advice: Record<string, unknown>;
}

const minQuestionsPerDimension = 2;

/** Checks that span fields: unique ids, every pillar once, every dimension asked and advised on. */
export function crossCheckAssessment(assessment: AssessmentShape, context: z.RefinementCtx): void {
  const report = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });

  reportDuplicates(
    assessment.dimensions.map((dimension) => dimension.id),
    'dimensions',
    report,
  );
  reportDuplicates(
    assessment.questions.map((question) => question.id),
    'questions',
    report,
  );

  const adapted = new Set(assessment.dimensions.map((dimension) => dimension.pillar));
  const missingPillars = pillars.filter((pillar) => !adapted.has(pillar));
  if (missingPillars.length > 0) report(['dimensions'], `expected every framework pillar once; missing ${missingPillars.join(', ')}`);

  const dimensionIds = assessment.dimensions.map((dimension) => dimension.id);
  assessment.questions.forEach((question, index) => {
    if (!dimensionIds.includes(question.dimension)) {
      report(['questions', index, 'dimension'], `expected one of ${dimensionIds.join(', ')}; received "${question.dimension}"`);
    }
  });
  for (const id of dimensionIds) {
    const asked = assessment.questions.filter((question) => question.dimension === id).length;
    if (asked < minQuestionsPerDimension)
      report(['questions'], `expected at least ${minQuestionsPerDimension} questions on dimension "${id}"; received ${asked}`);
    if (!(id in assessment.advice)) report(['advice'], `expected next steps for dimension "${id}"; received none`);
  }
  for (const key of Object.keys(assessment.advice)) {
    if (!dimensionIds.includes(key))
      report(['advice', key], `expected advice keyed by a dimension id (${dimensionIds.join(', ')}); received "${key}"`);
  }
}

function reportDuplicates(ids: string[], field: string, report: (path: string[], message: string) => void): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) report([field], `expected unique ids in ${field}; received "${id}" more than once`);
    seen.add(id);
  }
}
