import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionStep } from '../../../../../src/islands/assessment/QuestionStep.tsx';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const question = loadAssessment('gardener').questions[0]!;
const noop = () => {};

describe('a question step', () => {
  it('draws its options in the order given, each radio keeping its content index, so keys and screen readers follow what is shown', () => {
    const order = [2, 0, 3, 1, 4].filter((index) => index < question.options.length);
    const html = renderToStaticMarkup(
      createElement(QuestionStep, {
        question,
        order,
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
    const shownValues = [...html.matchAll(/type="radio"[^>]*value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(shownValues).toEqual(order);
    const labelPositions = order.map((index) => html.indexOf(question.options[index]!.label.replace(/’/g, '’')));
    expect(labelPositions).toEqual([...labelPositions].sort((a, b) => a - b));
  });
});
