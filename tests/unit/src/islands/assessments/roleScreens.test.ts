import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultView } from '../../../../../src/islands/assessments/ResultView.tsx';
import { progressMarkup } from '../../../../../src/islands/assessments/progressMarkup.ts';
import { questionMarkup } from '../../../../../src/islands/assessments/questionMarkup.ts';
import { reviewMarkup } from '../../../../../src/islands/assessments/reviewMarkup.ts';
import { latestOfferMarkup, resultNotFoundMarkup } from '../../../../../src/islands/assessments/screenMarkup.ts';
import { assessmentContent } from '../../../../../src/lib/assessments/islandProps.ts';
import { scoreAssessment } from '../../../../../src/lib/assessments/scoring.ts';
import { loadAssessment, loadFrameworks } from '../../../support/assessmentContent.ts';

const content = assessmentContent('gardener', loadAssessment('gardener'), loadFrameworks());
const { assessment } = content;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const noop = () => {};

describe("the role page's screens", () => {
  it('starts on the first question with an empty progress bar and a native radio group', () => {
    const first = assessment.questions[0]!;
    const order = first.options.map((_, index) => index);
    const html =
      progressMarkup(0, assessment.questions.length) +
      questionMarkup({
        question: first,
        order,
        orderKnown: false,
        number: 1,
        total: assessment.questions.length,
        answer: undefined,
        returnToReview: false,
      });
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="0"');
    expect(html).toContain(`aria-valuemax="${assessment.questions.length}"`);
    expect(html).toContain(`Question 1 of ${assessment.questions.length}`);
    expect(html).toContain('<fieldset');
    expect(count(html, /type="radio"/)).toBe(first.options.length);
    expect(html).toContain('>Next</button>');
  });

  it('lists every answer on the review with a Change button for each', () => {
    const answers = { [assessment.questions[0]!.id]: 2 };
    const html = reviewMarkup(assessment, answers);
    for (const question of assessment.questions) expect(html).toContain(question.prompt.replace(/’/g, '’'));
    expect(count(html, />Change</)).toBe(assessment.questions.length);
    expect(html).toContain(assessment.questions[0]!.options[2]!.label);
    expect(count(html, /Not answered yet/)).toBe(assessment.questions.length - 1);
  });

  it('offers a returning person their latest result at its own address, or a fresh start', () => {
    const latest = {
      client_result_id: 'c1',
      role_id: 'gardener',
      overall_score: 64,
      level: 'Adapting',
      dimension_scores: {},
      completed_at: '2026-11-20T09:00:00Z',
    };
    const html = latestOfferMarkup(latest, '/ai-assessment-gardener');
    expect(html).toContain('Your result: 64 out of 100, Adapting.');
    expect(html).toMatch(/href="\/ai-assessment-gardener\?result=c1"[^>]*>See your latest result/);
    expect(html).toContain('data-action="start-again">Start again');
    expect(resultNotFoundMarkup('/ai-assessment-gardener')).toMatch(
      /role="alert"[\s\S]*Result not found, or not yours[\s\S]*href="\/ai-assessment-gardener"/,
    );
  });

  it('opens on the score and level, then a row per dimension, three next steps with a call to book, the links and the sources', () => {
    const answers = Object.fromEntries(assessment.questions.map((question, index) => [question.id, index % question.options.length]));
    const result = scoreAssessment(assessment, answers);
    const html = renderToStaticMarkup(createElement(ResultView, { content, result, completedAt: '2026-11-20T09:00:00Z', onRestart: noop }));
    const heading = html.match(/<h2[^>]*>(.*?)<\/h2>/)?.[1]?.replace(/<[^>]+>/g, '');
    expect(heading).toBe(`${result.overall} out of 100: ${result.level.name}`);
    expect(html.indexOf('<h2')).toBeLessThan(html.indexOf(result.level.summary));
    expect(html.indexOf(result.level.summary)).toBeLessThan(html.indexOf('<table'));
    expect(html).not.toContain(assessment.intro);
    expect(html).toMatch(/href="\/contact\?intent=call"[^>]*>Book a call/);
    expect(count(html, /<th scope="row"/)).toBe(assessment.dimensions.length);
    expect(count(html, /<li><p class="font-semibold">/)).toBe(3);
    expect(html).toContain('href="/ai-survival-kit"');
    expect(html).toContain('href="/advisory"');
    for (const framework of content.frameworks) expect(html).toContain(framework.url);
  });
});
