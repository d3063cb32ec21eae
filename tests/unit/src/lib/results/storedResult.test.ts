import { describe, expect, it } from 'vitest';
import { parseStoredResults } from '../../../../../src/lib/results/storedResult.ts';

const row = {
  role_id: 'ceo',
  overall_score: 62,
  level: 'Practising',
  dimension_scores: { direction: 70 },
  completed_at: '2026-03-04T09:30:00.123+00:00',
};

describe('saved results read back', () => {
  it('accept rows of the expected shape', () => {
    expect(parseStoredResults([row])).toEqual([row]);
  });

  it('refuse a row that does not fit, naming the field and what was received', () => {
    expect(() => parseStoredResults([{ ...row, overall_score: 140 }])).toThrow(
      /at 0\.overall_score: .*received \[\{"role_id":"ceo","overall_score":140/,
    );
    expect(() => parseStoredResults(null)).toThrow(/at \(top level\).*received null/);
  });
});
