import { describe, expect, it } from 'vitest';
import { costOf, readModelPrices } from '../../../../../functions/_shared/ai/modelPrices.ts';

describe('the price table', () => {
  it('reads dollars per million tokens per model, and prices a call to the millionth', () => {
    const { prices, problem } = readModelPrices('{"gpt-4o-mini": {"input": 0.15, "output": 0.6}}');
    expect(problem).toBeNull();
    expect(costOf(prices, 'gpt-4o-mini', { inputTokens: 12_000, outputTokens: 3_000 })).toBe(0.0036);
  });

  it('leaves the cost blank for a model without a price, and for no table at all', () => {
    expect(
      costOf(readModelPrices('{"gpt-4o-mini": {"input": 0.15, "output": 0.6}}').prices, 'llama3.2', { inputTokens: 1, outputTokens: 1 }),
    ).toBeNull();
    expect(readModelPrices(undefined)).toEqual({ prices: {}, problem: null });
  });

  it('says what is wrong with a table it cannot read', () => {
    expect(readModelPrices('gpt-4o-mini=0.15').problem).toMatch(/^AI_MODEL_PRICES: expected JSON/);
    expect(readModelPrices('{"gpt-4o-mini": {"input": -1, "output": 0.6}}').problem).toMatch(/gpt-4o-mini\.input/);
    expect(readModelPrices('{"gpt-4o-mini": {"input": 1}}').problem).toMatch(/output/);
  });
});
