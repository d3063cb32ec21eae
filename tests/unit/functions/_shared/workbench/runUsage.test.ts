import { describe, expect, it } from 'vitest';
import type { StepRow } from '../../../../../functions/_shared/workbench/runRows.ts';
import { runUsage } from '../../../../../functions/_shared/workbench/runUsage.ts';

describe('a run’s usage', () => {
  it('count every model turn’s tokens, and leave the cost blank when a model has no price', () => {
    const turn = (model: string, inputTokens: number) =>
      ({ kind: 'model_call', status: 'succeeded', output: { model }, input_tokens: inputTokens, output_tokens: 10 }) as StepRow;
    const prices = { priced: { input: 1, output: 2 } };
    expect(runUsage([turn('priced', 1_000_000)], prices)).toEqual({ input_tokens: 1_000_000, output_tokens: 10, cost_usd: 1.00002 });
    expect(runUsage([turn('priced', 5), turn('unpriced', 5)], prices).cost_usd).toBeNull();
    expect(runUsage([], prices)).toEqual({ input_tokens: 0, output_tokens: 0, cost_usd: 0 });
  });
});
