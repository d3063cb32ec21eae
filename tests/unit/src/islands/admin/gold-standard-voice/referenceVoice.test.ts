import { describe, expect, it } from 'vitest';
import { referenceVoiceProblem } from '../../../../../../src/islands/admin/gold-standard-voice/referenceVoice.ts';

describe('checking the reference voice before it is saved', () => {
  const draft = { voice: null, speed: 1, test_phrase: 'Hello, this is the assistant.' };

  it('accepts speeds from 0.5 to 2 and a test phrase of 1 to 500 characters', () => {
    for (const speed of [0.5, 1, 1.25, 2]) expect(referenceVoiceProblem({ ...draft, speed })).toBeNull();
    expect(referenceVoiceProblem({ ...draft, test_phrase: 'x'.repeat(500) })).toBeNull();
  });

  it('says what is wrong with a speed out of range, a blank phrase or a long one', () => {
    for (const speed of [0.49, 2.01, Number.NaN])
      expect(referenceVoiceProblem({ ...draft, speed })).toBe('The speed must be between 0.5 and 2.');
    expect(referenceVoiceProblem({ ...draft, test_phrase: '  \n ' })).toBe('Write a test phrase to hear the voice with.');
    expect(referenceVoiceProblem({ ...draft, test_phrase: 'x'.repeat(501) })).toBe('The test phrase must be at most 500 characters.');
  });
});
