import { describe, expect, it } from 'vitest';
import { historyRows, latestPerRole } from '../../../../../../src/lib/assessments/results/historyRows.ts';

const saved = (roleId: string, overallScore: number, completedAt: string) => ({
  client_result_id: `${roleId}-${completedAt}`,
  role_id: roleId,
  overall_score: overallScore,
  level: 'Exploring',
  dimension_scores: {},
  completed_at: completedAt,
});

describe('the hub history', () => {
  it('lists results newest first, each with the change since the previous result for the same role', () => {
    const rows = historyRows([
      saved('cfo', 40, '2026-01-05T10:00:00+00:00'),
      saved('ceo', 55, '2026-02-01T10:00:00+00:00'),
      saved('cfo', 52, '2026-03-01T10:00:00+00:00'),
      saved('cfo', 52, '2026-04-01T10:00:00+00:00'),
    ]);
    expect(rows.map(({ result, change }) => [result.role_id, result.completed_at.slice(0, 10), change])).toEqual([
      ['cfo', '2026-04-01', 'no change'],
      ['cfo', '2026-03-01', '+12'],
      ['ceo', '2026-02-01', undefined],
      ['cfo', '2026-01-05', undefined],
    ]);
  });
});

describe('the home page’s latest results', () => {
  it('keeps each role’s newest result, newest role first', () => {
    const latest = latestPerRole([
      saved('cfo', 40, '2026-01-05T10:00:00+00:00'),
      saved('ceo', 55, '2026-02-01T10:00:00+00:00'),
      saved('cfo', 52, '2026-03-01T10:00:00+00:00'),
    ]);
    expect(latest.map((result) => [result.role_id, result.overall_score])).toEqual([
      ['cfo', 52],
      ['ceo', 55],
    ]);
  });
});
