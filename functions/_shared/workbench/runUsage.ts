import { costOf, type ModelPrices } from '../ai/modelPrices.ts';
import type { StepRow } from './runRows.ts';

/**
 * A run's tokens and cost over its model steps, every attempt counted (each was paid for). The
 * cost is null as soon as one model has no price, so a blank is never read as free; a run that
 * asked no model costs nothing.
 */
export function runUsage(steps: readonly StepRow[], prices: ModelPrices) {
  const calls = steps.filter((step) => step.kind === 'model_call');
  const inputTokens = calls.reduce((sum, step) => sum + step.input_tokens, 0);
  const outputTokens = calls.reduce((sum, step) => sum + step.output_tokens, 0);
  let costUsd: number | null = 0;
  for (const step of calls) {
    if (step.status !== 'succeeded') continue;
    const model = (step.output as { model?: unknown } | null)?.model;
    const cost =
      typeof model === 'string' ? costOf(prices, model, { inputTokens: step.input_tokens, outputTokens: step.output_tokens }) : null;
    costUsd = cost === null || costUsd === null ? null : Math.round((costUsd + cost) * 1_000_000) / 1_000_000;
  }
  return { input_tokens: inputTokens, output_tokens: outputTokens, cost_usd: costUsd };
}
