import { describe, expect, it } from 'vitest';
import { excerpt, sourceOf } from '../../../../../functions/_shared/ai/siteGuide.ts';

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

  it('stops within 240 characters, at a sentence, or at a word with an ellipsis when one sentence is longer', () => {
    const long = `${'Work '.repeat(100).trim()}.`;
    const quoted = excerpt({ title: 'Work', text: `Short work sentence. ${long}` }, question);
    expect(quoted).toBe('Short work sentence.');
    const cut = excerpt({ title: 'Work', text: long }, question);
    expect(cut.length).toBeLessThanOrEqual(240);
    expect(cut).toMatch(/Work…$/);
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
