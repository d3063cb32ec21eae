import { z } from 'zod';
import { describeIssues } from '../http/requestBody.ts';

const price = z.strictObject({
  input: z.number().min(0).max(10_000),
  output: z.number().min(0).max(10_000),
});
const pricesSchema = z.record(z.string().min(1).max(200), price);

/** US dollars per million tokens, per model name as the provider is asked for it. */
export type ModelPrices = Readonly<Record<string, z.infer<typeof price>>>;

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * AI_MODEL_PRICES read: a JSON object such as `{"gpt-4o-mini": {"input": 0.15, "output": 0.6}}`.
 * Unset is no price at all; text that is not such an object is a problem the start-up reports.
 */
export function readModelPrices(text: string | undefined): { prices: ModelPrices; problem: string | null } {
  if (text === undefined) return { prices: {}, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { prices: {}, problem: 'AI_MODEL_PRICES: expected JSON such as {"gpt-4o-mini": {"input": 0.15, "output": 0.6}}' };
  }
  const parsed = pricesSchema.safeParse(value);
  if (!parsed.success) {
    return {
      prices: {},
      problem: `AI_MODEL_PRICES: expected US dollars per million input and output tokens per model; ${describeIssues(parsed.error.issues)}`,
    };
  }
  return { prices: parsed.data, problem: null };
}

/** What the tokens cost in US dollars, to the millionth; null when the model has no price, so nobody reads a blank as free. */
export function costOf(prices: ModelPrices, model: string, usage: TokenUsage): number | null {
  const rate = prices[model];
  if (!rate) return null;
  const dollars = (usage.inputTokens * rate.input + usage.outputTokens * rate.output) / 1_000_000;
  return Math.round(dollars * 1_000_000) / 1_000_000;
}
