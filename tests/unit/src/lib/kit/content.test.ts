import { describe, expect, it } from 'vitest';
import raw from '../../../../../src/content/kit/ai-confidence-kit.json';
import { kitContent, parseKit } from '../../../../../src/lib/kit/content.ts';

describe('the AI Confidence Kit content', () => {
  it('has a 7-day plan with one step per day, in order', () => {
    expect(kitContent.starterPlan.map((step) => step.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('uses unique ids, so every anchor and stored tick on the page is its own', () => {
    const ids = [...kitContent.starterPlan, ...kitContent.safeUse, ...kitContent.promptLibrary, ...kitContent.selfCheck.statements].map(
      (item) => item.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses bands that leave a gap, naming the band', () => {
    const broken = structuredClone(raw);
    broken.selfCheck.bands[1]!.min = 40;
    expect(() => parseKit(broken)).toThrow(/band "Getting comfortable" covers 40–64; expected it to start at 35/);
  });

  it('refuses a myth without an https source', () => {
    const broken = structuredClone(raw);
    broken.myths[0]!.source.url = 'http://example.com/paper';
    expect(() => parseKit(broken)).toThrow(/myths\.0\.source\.url/);
  });
});
