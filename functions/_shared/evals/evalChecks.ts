import { z } from 'zod';
import type { EvalCheck } from './evalDataset.ts';

/** Asks the configured model whether an answer meets a rubric; absent when no model is configured. */
export type RubricJudge = (rubric: string, answer: string) => Promise<boolean>;

/**
 * Each check's verdict on an answer: `contains` ignores case, `pattern` is a case-insensitive
 * regular expression, `json_schema` parses the answer as JSON and validates it, `rubric` asks the
 * judge, and stays unjudged (null) without one rather than count as a pass or a failure.
 */
export async function checkAnswer(answer: string, checks: readonly EvalCheck[], judge?: RubricJudge) {
  const verdicts: { kind: EvalCheck['kind']; passed: boolean | null }[] = [];
  for (const check of checks) verdicts.push({ kind: check.kind, passed: await verdict(answer, check, judge) });
  return verdicts;
}

async function verdict(answer: string, check: EvalCheck, judge?: RubricJudge): Promise<boolean | null> {
  switch (check.kind) {
    case 'contains':
      return answer.toLowerCase().includes(check.text.toLowerCase());
    case 'pattern':
      return new RegExp(check.pattern, 'iu').test(answer);
    case 'json_schema':
      return matchesSchema(answer, check.schema);
    case 'rubric':
      return judge ? judge(check.rubric, answer) : null;
  }
}

function matchesSchema(answer: string, schema: Record<string, unknown>): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return false;
  }
  return z.fromJSONSchema(schema as never).safeParse(parsed).success;
}
