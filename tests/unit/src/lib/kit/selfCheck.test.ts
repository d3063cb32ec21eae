import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitContent } from '../../../../../src/lib/kit/content.ts';
import { bandFor, confidenceScore } from '../../../../../src/lib/kit/selfCheck.ts';

const count = kitContent.selfCheck.statements.length;
const answers = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: count, maxLength: count });

describe('the confidence self-check', () => {
  it('scores all "strongly disagree" as 0 and all "strongly agree" as 100', () => {
    expect(confidenceScore(Array(count).fill(1), count)).toBe(0);
    expect(confidenceScore(Array(count).fill(5), count)).toBe(100);
  });

  it('gives no score until every statement is answered, or for an answer off the scale', () => {
    expect(confidenceScore(Array(count - 1).fill(3), count)).toBeNull();
    expect(confidenceScore([...Array(count - 1).fill(3), 6], count)).toBeNull();
    expect(confidenceScore([...Array(count - 1).fill(3), 2.5], count)).toBeNull();
  });

  it('keeps every score within 0–100 and in exactly one band', () => {
    fc.assert(
      fc.property(answers, (chosen) => {
        const score = confidenceScore(chosen, count)!;
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(kitContent.selfCheck.bands.filter((band) => score >= band.min && score <= band.max)).toHaveLength(1);
      }),
    );
  });

  it('never lowers the score when one answer moves up the scale', () => {
    fc.assert(
      fc.property(answers, fc.nat({ max: count - 1 }), (chosen, index) => {
        fc.pre(chosen[index]! < 5);
        const better = chosen.with(index, chosen[index]! + 1);
        expect(confidenceScore(better, count)!).toBeGreaterThanOrEqual(confidenceScore(chosen, count)!);
      }),
    );
  });

  it('names the band a score falls in', () => {
    expect(bandFor(0, kitContent.selfCheck.bands).name).toBe('Curious starter');
    expect(bandFor(100, kitContent.selfCheck.bands).name).toBe('Ready to lead others');
  });
});
