import { describe, expect, it } from 'vitest';
import {
  costLabel,
  durationLabel,
  rolledCostLabel,
  rollUp,
  runDuration,
  tokensLabel,
} from '../../../../../../src/islands/admin/orchestration/runFigures.ts';
import { aRun } from './support/runRows.ts';

describe('a run’s figures', () => {
  it('says a duration as a person would, and counts a run still going to now', () => {
    expect([850, 12_400, 185_000].map(durationLabel)).toEqual(['850 ms', '12.4 s', '3 min 5 s']);
    expect(runDuration(aRun('done'), Date.parse('2030-01-01'))).toBe(3000);
    const going = aRun('going', { status: 'running', finished_at: null });
    expect(runDuration(going, Date.parse('2026-11-28T10:00:11.000Z'))).toBe(10_000);
    expect(runDuration(aRun('queued', { status: 'queued', started_at: null, finished_at: null }), Date.now())).toBeNull();
  });

  it('says tokens with their split, nothing for a run that used no model, and a missing price as "no price"', () => {
    expect(tokensLabel({ input_tokens: 1000, output_tokens: 240 })).toBe('1,240 (1,000 in, 240 out)');
    expect(tokensLabel({ input_tokens: 0, output_tokens: 0 })).toBe('');
    expect([null, 0, 0.0042, 3.5].map(costLabel)).toEqual(['no price', '$0.00', '$0.0042', '$3.50']);
  });

  it('rolls a tree’s tokens and cost up to its parent, and has no total cost while any run of it has no price', () => {
    const priced = [
      aRun('parent', { input_tokens: 10, output_tokens: 5, cost_usd: 0.1 }),
      aRun('writer', { input_tokens: 100, output_tokens: 50, cost_usd: 0.2 }),
    ];
    const whole = rollUp(priced);
    expect(whole).toEqual({ input_tokens: 110, output_tokens: 55, cost_usd: 0.3, unpriced: 0, runs: 2 });
    expect(rolledCostLabel(whole)).toBe('$0.3000');
    const partly = rollUp([...priced, aRun('reviewer', { cost_usd: null }), aRun('researcher', { cost_usd: null })]);
    expect(partly.cost_usd).toBeNull();
    expect(rolledCostLabel(partly)).toBe('no price for 2 of 4 runs, so no total');
    expect(rollUp([]).cost_usd).toBe(0);
  });
});
