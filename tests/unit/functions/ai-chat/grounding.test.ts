import { describe, expect, it } from 'vitest';
import { sourceOf } from '../../../../functions/_shared/ai/siteGuide.ts';
import { citedSources, groundedPrompt, notePassage } from '../../../../functions/ai-chat/grounding.ts';

const passages = [
  { title: 'Kit: Safe use', url: '/ai-survival-kit#safe-use', text: 'Never paste passwords.' },
  { title: 'Advisory', url: '/advisory', text: 'Plan adoption with your team.' },
  { title: 'Jobs', url: '/ai-job-impact', text: 'Exposure differs by task.' },
];

describe('grounding the admin chat', () => {
  it('numbers the passages in the system prompt with their links, and says so when none matched', () => {
    const prompt = groundedPrompt(passages);
    expect(prompt.role).toBe('system');
    expect(prompt.content).toContain('[1] Kit: Safe use (/ai-survival-kit#safe-use)\nNever paste passwords.');
    expect(prompt.content).toContain('[3] Jobs (/ai-job-impact)');
    expect(groundedPrompt([]).content).toMatch(/No passage of the site or of your notes matches/);
  });

  it('names a note apart from the site’s pages and links it to the knowledge base, on that note', () => {
    const note = notePassage({ id: '00000000-0000-4000-8000-0000000c1001', title: 'AI pilot governance', passage: '' });
    expect(sourceOf(note)).toEqual({
      title: 'Note: AI pilot governance',
      url: '/knowledge-base?note=00000000-0000-4000-8000-0000000c1001',
    });
    expect(note.text).toBe('AI pilot governance');
  });

  it('lists the passages a reply cites, in order, ignoring numbers no passage has', () => {
    expect(citedSources('See [3], then [1] and [9].', passages)).toEqual([
      { title: 'Kit: Safe use', url: '/ai-survival-kit#safe-use' },
      { title: 'Jobs', url: '/ai-job-impact' },
    ]);
  });

  it('lists every passage given when the reply cites none, so the reader can still check them', () => {
    expect(citedSources('No citation here.', passages)).toHaveLength(3);
    expect(citedSources('Nothing to cite.', [])).toEqual([]);
  });
});
