import { describe, expect, it } from 'vitest';
import { excerpt, sourceOf, wholeSentences } from '../../../../../functions/_shared/ai/siteGuide.ts';

const question = 'How do I start using AI safely at work?';

describe('quoting a passage', () => {
  it('quotes from the start when the heading is on the question’s subject', () => {
    const passage = { title: 'Safe-use checklist', text: 'Never paste passwords. Check the settings. Verify facts at work.' };
    expect(excerpt(passage, question)).toBe('Never paste passwords. Check the settings. Verify facts at work.');
  });

  it('otherwise quotes from the sentence holding the most telling words of the question, common words aside', () => {
    const passage = {
      title: 'Who it is for',
      text: 'Boards with a question about this. Teams who work with AI. Teams who start safely at work. Others.',
    };
    expect(excerpt(passage, question)).toBe('Teams who start safely at work. Others.');
  });

  it('quotes whole sentences: it stops at a sentence within 240 characters, and quotes one longer sentence whole', () => {
    const long = `${'Work '.repeat(60).trim()}.`;
    expect(excerpt({ title: 'Work', text: `Short work sentence. ${long}` }, question)).toBe('Short work sentence.');
    expect(excerpt({ title: 'Work', text: long }, question)).toBe(long);
  });

  it('never breaks a sentence inside a figure, so no fragment such as "07935, 2025." is quoted', () => {
    const text =
      'Source: Tomlinson and others, Working with AI, arXiv:2507.07935, 2025. Myth You need to be “technical.” A gain of 4.5 points (on average.) Last';
    expect(wholeSentences(text)).toEqual([
      'Source: Tomlinson and others, Working with AI, arXiv:2507.07935, 2025.',
      'Myth You need to be “technical.”',
      'A gain of 4.5 points (on average.)',
      'Last',
    ]);
    expect(excerpt({ title: 'Myths', text }, 'What is working with AI?')).toBe(
      'Source: Tomlinson and others, Working with AI, arXiv:2507.07935, 2025. Myth You need to be “technical.” A gain of 4.5 points (on average.) Last',
    );
  });

  it('names a source by its page, and its heading when that is not the page itself', () => {
    expect(
      sourceOf({ title: 'Safe-use checklist', page_title: 'AI Confidence Kit', url: '/ai-survival-kit#safe-use-title', text: '' }),
    ).toEqual({
      title: 'AI Confidence Kit: Safe-use checklist',
      url: '/ai-survival-kit#safe-use-title',
    });
    expect(sourceOf({ title: 'Advisory', page_title: 'Advisory', url: '/advisory', text: '' })).toEqual({
      title: 'Advisory',
      url: '/advisory',
    });
  });
});
