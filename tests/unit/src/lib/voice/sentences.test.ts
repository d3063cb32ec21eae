import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../../../../src/lib/voice/sentences.ts';

describe('the pieces a reply is spoken in', () => {
  it('are its sentences and lines, without empty or wordless ones', () => {
    expect(sentencesOf('Start small. Is it safe?  Yes!\nKit: the “first week” plan\n\n— ...')).toEqual([
      'Start small.',
      'Is it safe?',
      'Yes!',
      'Kit: the “first week” plan',
    ]);
  });

  it('cut a long sentence at a clause, each piece short enough to start speaking soon', () => {
    const long = `${'word '.repeat(30)}then a comma, ${'more words '.repeat(20)}and the end.`;
    const pieces = sentencesOf(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 220)).toBe(true);
    expect(pieces.join(' ')).toBe(long.replace(/\s+/g, ' ').trim());
  });
});
