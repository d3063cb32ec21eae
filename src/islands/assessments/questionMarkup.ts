import type { Question } from '../../lib/assessments/contentSchema.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';

export interface QuestionView {
  question: Question;
  /** The options' content indices in the order shown; the DOM follows it, so arrow keys and screen readers do too. */
  order: readonly number[];
  /**
   * False until the attempt's seed is read from storage (the build draws the options in an order
   * of its own, and showing that would move them under the reader's finger once the script runs).
   * They keep their room, hidden, so nothing below them moves.
   */
  orderKnown: boolean;
  number: number;
  total: number;
  answer: number | undefined;
  /** True when the person came from the review, so Next goes back there. */
  returnToReview: boolean;
}

/** The line that says what Next misses, shown after the options when it is pressed with none chosen. */
export const missingAnswerText = 'Choose the answer closest to how you work today, then continue.';
export const missingAnswerId = (question: Pick<Question, 'id'>) => `${question.id}-missing`;

/**
 * One question as a native radio group in a form: arrow keys move between options, Enter submits
 * the form (Next). The same markup is drawn at build, for the first question, and in the browser.
 */
export function questionMarkup({ question, order, orderKnown, number, total, answer, returnToReview }: QuestionView): string {
  const options = order.map((index) => {
    const hidden = orderKnown ? '' : ' invisible';
    const checked = answer === index ? ' checked' : '';
    return (
      `<label class="flex gap-3 rounded-lg border border-line p-3 has-checked:border-accent has-checked:bg-accent-soft${hidden}">` +
      `<input type="radio" name="${escapeHtml(question.id)}" value="${index}"${checked}>` +
      `<span>${escapeHtml(question.options[index]?.label ?? '')}</span></label>`
    );
  });
  const situation = question.situation ? `<p class="text-muted">${escapeHtml(question.situation)}</p>` : '';
  const next = returnToReview ? 'Back to review' : number === total ? 'Review answers' : 'Next';
  return (
    `<form class="space-y-4" novalidate data-question="${escapeHtml(question.id)}">` +
    `<fieldset class="space-y-3"><legend class="space-y-2">` +
    `<h2 tabindex="-1" class="text-sm font-semibold text-muted" data-step-heading>Question ${number} of ${total}</h2>` +
    `${situation}<p class="text-lg font-semibold">${escapeHtml(question.prompt)}</p></legend>${options.join('')}</fieldset>` +
    `<div class="flex flex-wrap gap-3">` +
    `<button type="button" class="button" data-action="back"${number === 1 ? ' disabled' : ''}>Back</button>` +
    `<button type="submit" class="button button-primary">${next}</button></div></form>`
  );
}
