import { describe, expect, it } from 'vitest';
import { questionMarkup, type QuestionView } from '../../../../../src/islands/assessments/questionMarkup.ts';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const question = loadAssessment('gardener').questions[0]!;
const draw = (view: Partial<QuestionView>) =>
  questionMarkup({ question, order: [0], orderKnown: true, number: 1, total: 13, answer: undefined, returnToReview: false, ...view });

describe('a question step', () => {
  it('draws its options in the order given, each radio keeping its content index, so keys and screen readers follow what is shown', () => {
    const order = [2, 0, 3, 1, 4].filter((index) => index < question.options.length);
    const html = draw({ order });
    const shownValues = [...html.matchAll(/type="radio"[^>]*value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(shownValues).toEqual(order);
    const labelPositions = order.map((index) => html.indexOf(question.options[index]!.label.replace(/’/g, '’')));
    expect(labelPositions).toEqual([...labelPositions].sort((a, b) => a - b));
  });

  it('keeps the options hidden, in their room, until the order of the attempt is known', () => {
    const order = question.options.map((_, index) => index);
    const hiddenLabels = (html: string) => [...html.matchAll(/<label class="[^"]*\binvisible\b/g)].length;
    expect(hiddenLabels(draw({ order, orderKnown: false }))).toBe(order.length);
    expect(hiddenLabels(draw({ order, orderKnown: true }))).toBe(0);
  });

  it('checks the answer given, offers Back only after the first question, and names where Next goes', () => {
    const order = question.options.map((_, index) => index);
    expect([...draw({ order, answer: 1 }).matchAll(/ checked/g)]).toHaveLength(1);
    expect(draw({ order, answer: 1 })).toMatch(/value="1" checked/);
    expect(draw({ number: 1 })).toMatch(/data-action="back" disabled>Back/);
    expect(draw({ number: 2 })).toMatch(/data-action="back">Back/);
    expect(draw({ number: 2 })).toContain('>Next</button>');
    expect(draw({ number: 13 })).toContain('>Review answers</button>');
    expect(draw({ number: 2, returnToReview: true })).toContain('>Back to review</button>');
  });

  it('writes the content as text, never as markup', () => {
    const hostile = { ...question, prompt: '<img src=x onerror=alert(1)>', options: [{ ...question.options[0]!, label: '"><script>' }] };
    const html = draw({ question: hostile, order: [0] });
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
