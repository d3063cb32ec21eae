import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../../../functions/_shared/evals/evalChecks.ts';
import { evalDatasetFile } from '../../../../../functions/_shared/evals/evalDataset.ts';
import { type QuestionResult, rankOf, splitScores } from '../../../../../functions/_shared/evals/evalScores.ts';

const result = (rank: number | null, heldOut = false, passed: (boolean | null)[] = []): QuestionResult => ({
  question: `q${rank}`,
  held_out: heldOut,
  found: [],
  rank,
  expected: 1,
  checks: passed.map((verdict) => ({ kind: 'contains', passed: verdict })),
});

describe('evaluation scores', () => {
  it('ranks the first expected source found, and scores hit@3, MRR and pass rate per set', () => {
    expect(rankOf(['/a', '/b#x', '/c'], ['/c', '/b#x'])).toBe(2);
    expect(rankOf(['/a'], ['/b'])).toBeNull();
    const scores = splitScores([result(1, false, [true]), result(4, false, [false]), result(null, false, [null]), result(2, true)]);
    expect(scores.tuning).toEqual({ questions: 3, hit_at_3: 1 / 3, mrr: (1 + 0.25 + 0) / 3, pass_rate: 0.5 });
    expect(scores.held_out).toEqual({ questions: 1, hit_at_3: 1, mrr: 0.5, pass_rate: null });
    expect(splitScores([{ ...result(null), expected: 0 }]).all.hit_at_3).toBeNull();
  });

  it('checks an answer by text, pattern and JSON Schema, and leaves a rubric unjudged without a model', async () => {
    const checks = [
      { kind: 'contains', text: 'FREE' },
      { kind: 'pattern', pattern: '\\d+ minutes' },
      { kind: 'json_schema', schema: { type: 'object', required: ['a'] } },
      { kind: 'rubric', rubric: 'Says it is free.' },
    ] as const;
    expect((await checkAnswer('It is free and takes 30 minutes.', checks)).map((check) => check.passed)).toEqual([true, true, false, null]);
    expect((await checkAnswer('{"a": 1}', checks.slice(2), async () => true)).map((check) => check.passed)).toEqual([true, true]);
  });

  it('refuses a file whose source is not a site path or a note, or whose pattern does not compile, naming the field', () => {
    const parsed = evalDatasetFile.safeParse({
      name: 'X',
      questions: [{ question: 'Q?', sources: ['advisory'], checks: [{ kind: 'pattern', pattern: '(' }] }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['questions.0.sources.0', 'questions.0.checks.0.pattern']);
  });
});
