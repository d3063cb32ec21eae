import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionStep } from '../../../../../src/islands/assessments/QuestionStep.tsx';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const question = loadAssessment('gardener').questions[0]!;
const noop = () => {};
const draw = (order: number[], orderKnown: boolean) =>
  renderToStaticMarkup(
    createElement(QuestionStep, {
      question,
      order,
      orderKnown,
      number: 1,
      total: 13,
      answer: undefined,
      returnToReview: false,
      focusOnMount: false,
      onChoose: noop,
      onNext: noop,
      onBack: noop,
    }),
  );

describe('a question step', () => {
  it('draws its options in the order given, each radio keeping its content index, so keys and screen readers follow what is shown', () => {
    const order = [2, 0, 3, 1, 4].filter((index) => index < question.options.length);
    const html = draw(order, true);
    const shownValues = [...html.matchAll(/type="radio"[^>]*value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(shownValues).toEqual(order);
    const labelPositions = order.map((index) => html.indexOf(question.options[index]!.label.replace(/’/g, '’')));
    expect(labelPositions).toEqual([...labelPositions].sort((a, b) => a - b));
  });

  it('keeps the options hidden, in their room, until the order of the attempt is known', () => {
    const order = question.options.map((_, index) => index);
    const hiddenLabels = (html: string) => [...html.matchAll(/<label class="[^"]*\binvisible\b/g)].length;
    expect(hiddenLabels(draw(order, false))).toBe(order.length);
    expect(hiddenLabels(draw(order, true))).toBe(0);
  });
});
