import { describe, expect, it } from 'vitest';
import { choiceKey, everyChoice } from '../../../../../src/lib/consent/choiceKey.ts';

describe('the choice key', () => {
  it('gives each of the eight choices its own key', () => {
    const keys = everyChoice().map(choiceKey);
    expect(new Set(keys).size).toBe(8);
    expect(choiceKey({ analytics: true, personalization: false, marketing: true })).toBe('101');
  });
});
