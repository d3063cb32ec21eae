import { describe, expect, it } from 'vitest';
import { compareRuns, figure } from '../../../../../../src/islands/admin/evaluations/evaluationFigures.ts';

const result = (question: string, rank: number | null, passed?: boolean) => ({
  question,
  held_out: false,
  found: [],
  rank,
  expected: 1,
  checks: passed === undefined ? [] : [{ kind: 'contains', passed }],
});

describe('evaluation figures', () => {
  it('prints scores as npm run eval does, and compares two runs question by question', () => {
    expect([figure(0.97058), figure(1), figure(null)]).toEqual(['0.971', '1.000', '–']);
    const compared = compareRuns(
      [result('a', 2), result('b', 1, true), result('c', null)],
      [result('a', 1), result('b', 3, false), result('d', 1)],
    );
    expect(compared.map(({ question, first, second, change }) => [question, first, second, change])).toEqual([
      ['a', 'rank 2', 'rank 1', 'better'],
      ['b', 'rank 1, checks pass', 'rank 3, a check fails', 'worse'],
      ['c', 'not found', 'not asked', 'same'],
      ['d', 'not asked', 'rank 1', 'better'],
    ]);
  });
});
