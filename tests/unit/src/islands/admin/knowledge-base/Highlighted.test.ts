import { describe, expect, it } from 'vitest';
import { highlightedParts } from '../../../../../../src/islands/admin/knowledge-base/Highlighted.tsx';

describe('search highlights', () => {
  it('splits the marked text into plain and highlighted parts, HTML staying text', () => {
    expect(highlightedParts('AI \uE000pilot\uE001 <b>\uE000governance\uE001')).toEqual([
      { text: 'AI ', highlighted: false },
      { text: 'pilot', highlighted: true },
      { text: ' <b>', highlighted: false },
      { text: 'governance', highlighted: true },
    ]);
  });

  it('drops a stray mark and keeps text without marks whole', () => {
    expect(highlightedParts('a\uE001b')).toEqual([
      { text: 'a', highlighted: false },
      { text: 'b', highlighted: false },
    ]);
    expect(highlightedParts('plain')).toEqual([{ text: 'plain', highlighted: false }]);
  });
});
