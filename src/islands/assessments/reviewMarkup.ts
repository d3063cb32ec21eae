import type { Assessment } from '../../lib/assessments/contentSchema.ts';
import type { Answers } from '../../lib/assessments/scoring.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';

/** Every answer before submitting, each with a Change button that opens that question. */
export function reviewMarkup(assessment: Assessment, answers: Answers): string {
  const items = assessment.questions.map((question, index) => {
    const chosen = question.options[answers[question.id] ?? -1];
    const prompt = escapeHtml(question.prompt);
    return (
      `<li class="rounded-lg border border-line p-3"><p class="font-semibold">${prompt}</p>` +
      `<p class="text-muted">${chosen ? escapeHtml(chosen.label) : 'Not answered yet'}</p>` +
      `<button type="button" class="button mt-2" data-action="change" data-index="${index}">` +
      `Change<span class="sr-only"> your answer to: ${prompt}</span></button></li>`
    );
  });
  return (
    `<section aria-labelledby="assessment-review-heading" class="space-y-4">` +
    `<h2 id="assessment-review-heading" tabindex="-1" class="text-xl font-semibold" data-step-heading>Check your answers</h2>` +
    `<ol class="space-y-3">${items.join('')}</ol><div class="flex flex-wrap gap-3">` +
    `<button type="button" class="button" data-action="back">Back</button>` +
    `<button type="button" class="button button-primary" data-action="submit">Submit and see my result</button></div></section>`
  );
}
