import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Assessment } from '../../../../../src/islands/assessments/Assessment.tsx';
import { ResultView } from '../../../../../src/islands/assessments/ResultView.tsx';
import { ReviewList } from '../../../../../src/islands/assessments/ReviewList.tsx';
import { assessmentContent } from '../../../../../src/lib/assessments/islandProps.ts';
import { scoreAssessment } from '../../../../../src/lib/assessments/scoring.ts';
import { loadAssessment, loadFrameworks } from '../../../support/assessmentContent.ts';

const content = assessmentContent('gardener', loadAssessment('gardener'), loadFrameworks());
const { assessment } = content;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const noop = () => {};

describe('the assessment island', () => {
  it('starts on the first question with an empty progress bar and a native radio group', () => {
    const html = renderToStaticMarkup(createElement(Assessment, { content, saveResult: async () => {}, track: noop }));
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="0"');
    expect(html).toContain(`aria-valuemax="${assessment.questions.length}"`);
    expect(html).toContain(`Question 1 of ${assessment.questions.length}`);
    expect(html).toContain('<fieldset');
    expect(count(html, /type="radio"/)).toBe(assessment.questions[0]!.options.length);
    expect(html).toContain('>Next</button>');
  });

  it('lists every answer on the review with a Change button for each', () => {
    const answers = { [assessment.questions[0]!.id]: 2 };
    const html = renderToStaticMarkup(
      createElement(ReviewList, { assessment, answers, focusOnMount: false, onChange: noop, onBack: noop, onSubmit: noop }),
    );
    for (const question of assessment.questions) expect(html).toContain(question.prompt.replace(/’/g, '’'));
    expect(count(html, />Change</)).toBe(assessment.questions.length);
    expect(html).toContain(assessment.questions[0]!.options[2]!.label);
    expect(count(html, /Not answered yet/)).toBe(assessment.questions.length - 1);
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
