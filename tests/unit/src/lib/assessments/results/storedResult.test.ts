import { describe, expect, it } from 'vitest';
import { parseStoredResults } from '../../../../../../src/lib/assessments/results/storedResult.ts';

const row = {
  client_result_id: '5d1c2f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
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
      /at 0\.overall_score: .*received \[\{"client_result_id":"[^"]+","role_id":"ceo","overall_score":140/,
    );
    expect(() => parseStoredResults(null)).toThrow(/at \(top level\).*received null/);
  });
});
