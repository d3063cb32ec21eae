import { describe, expect, it } from 'vitest';
import { linksWithoutReader, searchTextFor } from '../../../../../functions/_shared/ai/guideAnswer.ts';
import { ownResultAnswer, ownResultQuestion } from '../../../../../functions/_shared/ai/ownResult.ts';
import { pageActionFor } from '../../../../../functions/_shared/ai/pageActions.ts';

const passage = (url: string) => ({ title: url, page_title: 'Page', url, text: 'Your score is a number from 0 to 100.' });

describe('the site guide’s reading of a question', () => {
  it('answers a question that names a page action with its link, and leaves other questions to the passages', () => {
    const cases: [string, string | null][] = [
      ['How do I book a call?', '/contact?intent=call'],
      ['Can I schedule a free consultation?', '/contact?intent=call'],
      ['How do I unsubscribe from the newsletter?', '/contact'],
      ['How can I stop getting your emails?', '/contact'],
      ['How do I take an assessment?', '/ai-assessments'],
      ['How do I get in touch with you?', '/contact'],
      ['Which prompts help me prepare for a meeting?', null],
      ['How can AI help me plan my week when everything is urgent?', null],
      ['Help me draft a reply to an email with the right tone', null],
      ['How long does an assessment take?', null],
    ];
    for (const [question, url] of cases) expect(pageActionFor(question)?.url ?? null, question).toBe(url);
  });

  it('reads a question about the reader’s own result, with the score it names, but not one about the kit’s self-check', () => {
    const cases: [string, { score: number | null } | null][] = [
      ['What does my score of 63 mean?', { score: 63 }],
      ['I got 58 on my assessment, what does that level mean?', { score: 58 }],
      ['What should I do about my result?', { score: null }],
      ['How is my confidence self-check score worked out?', null],
      ['Does my self-check answer leave my browser?', null],
      ['Is my job about to disappear because of AI?', null],
    ];
    for (const [question, reading] of cases) expect(ownResultQuestion(question), question).toEqual(reading);
  });

  it('searches a question about a result on the assessments’ results and keeps to their pages, never the kit’s scale', () => {
    expect(searchTextFor('What does my score of 63 mean?')).toBe('What does my score of 63 mean? assessment result maturity level');
    expect(searchTextFor('What is the 7-day starter plan?')).toBe('What is the 7-day starter plan?');
    const found = [passage('/ai-survival-kit#self-check-title'), passage('/ai-assessments#hub-measure-title')];
    const { links, answer } = linksWithoutReader('What does my score of 63 mean?', found);
    expect(links).toEqual(['/ai-assessments#hub-measure-title']);
    expect(answer.text).not.toContain('self-check');
  });

  it('puts a page action’s link before the passages, and answers in words rather than button labels', () => {
    const { links, answer } = linksWithoutReader('How do I book a call?', [passage('/advisory#advisory-contact-title')]);
    expect(links).toEqual(['/contact?intent=call', '/advisory#advisory-contact-title']);
    expect(answer.sources).toEqual([{ title: 'Book a free call', url: '/contact?intent=call' }]);
    expect(answer.text).toMatch(/^To book a free thirty-minute call, follow the link “Book a free call” below\./);
  });

  it('answers from the reader’s result: score, level and its band, what it means and the next steps of the weakest dimensions', () => {
    const result = {
      role: 'Marketing Director',
      page: '/ai-assessment-marketing-director',
      client_result_id: '00000000-0000-4000-8000-000000000063',
      score: 63,
      level: 'Practising',
      min: 60,
      max: 79,
      levels: ['Unaware', 'Exploring', 'Experimenting', 'Practising', 'Leading'],
      summary: 'AI is built into planning.',
      dimensions: [
        { id: 'plan', name: 'Marketing plan', score: 90 },
        { id: 'data', name: 'Customer data', score: 20 },
        { id: 'team', name: 'Team craft', score: 70 },
        { id: 'tests', name: 'Test & learn', score: 50 },
      ],
      advice: Object.fromEntries(
        ['plan', 'data', 'team', 'tests'].map((id) => [
          id,
          [1, 2, 3].map((step) => ({ title: `${id} step ${step}`, detail: `Do ${id} ${step}.` })),
        ]),
      ),
    };
    const answer = ownResultAnswer(result, 63);
    expect(answer.text).toBe(
      'Your Marketing Director result, 63 out of 100, is at the level Practising, which runs from 60 to 79; the levels go from Unaware to Leading. ' +
        'Practising means: AI is built into planning. Your next steps, where you scored lowest: ' +
        'Customer data: data step 1. Do data 1. Test & learn: tests step 2. Do tests 2. Team craft: team step 3. Do team 3.',
    );
    expect(answer.sources).toEqual([{ title: 'Your Marketing Director result', url: `${result.page}?result=${result.client_result_id}` }]);
    expect(ownResultAnswer(result, 40).text).toMatch(
      /^None of your results scored 40\. Your latest, a Marketing Director result of 63 out of 100, is at the level Practising/,
    );
  });
});
