import { describe, expect, it } from 'vitest';
import { scoreAssessment } from '../../../../../../src/lib/assessments/scoring.ts';
import type { ResultRow } from '../../../../../../src/lib/assessments/results/resultRow.ts';
import { createResultSaver, type InsertAnswer } from '../../../../../../src/lib/assessments/results/saveResult.ts';
import { loadAssessment } from '../../../../support/assessmentContent.ts';

const assessment = loadAssessment('gardener');
const answers = Object.fromEntries(assessment.questions.map((question) => [question.id, 1]));
const submission = () => ({ roleId: 'gardener', answers, result: scoreAssessment(assessment, answers) });
const ok: InsertAnswer = { status: 201, error: null };
const down: InsertAnswer = { status: 503, error: { message: 'Service Unavailable' } };

/** A saver whose insert answers from a script, recording every row and wait. */
function scripted(...script: (InsertAnswer | Error)[]) {
  const rows: ResultRow[] = [];
  const waits: number[] = [];
  let ids = 0;
  const save = createResultSaver({
    insert: async (row) => {
      rows.push(row);
      const next = script.shift() ?? ok;
      if (next instanceof Error) throw next;
      return next;
    },
    randomId: () => `id-${++ids}`,
    wait: async (ms) => void waits.push(ms),
    contentVersion: 'fnv1a-0000abcd',
  });
  return { save, rows, waits };
}

describe('saving a result', () => {
  it('sends the role, scores, level, answers and content version once when the first try works', async () => {
    const { save, rows } = scripted(ok);
    const sent = submission();
    await save(sent);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      client_result_id: 'id-1',
      role_id: 'gardener',
      content_version: 'fnv1a-0000abcd',
      overall_score: sent.result.overall,
      level: sent.result.level.name,
      answers,
    });
    expect(Object.keys(rows[0]!.dimension_scores)).toEqual(assessment.dimensions.map((dimension) => dimension.id));
  });

  it('retries network failures and 5xx with growing waits, always with the same client id', async () => {
    const { save, rows, waits } = scripted(new Error('fetch failed'), down, ok);
    await save(submission());
    expect(rows.map((row) => row.client_result_id)).toEqual(['id-1', 'id-1', 'id-1']);
    expect(waits).toEqual([1000, 2000]);
  });

  it('counts a duplicate client id as already saved, so a retry after a lost answer stores nothing new', async () => {
    const { save } = scripted({ status: 409, error: { code: '23505', message: 'duplicate key value' } });
    await expect(save(submission())).resolves.toBe('id-1');
  });

  it('gives up after three tries with a message a person can act on', async () => {
    const { save, rows } = scripted(down, down, down);
    await expect(save(submission())).rejects.toThrow('the service did not answer after 3 tries. Check your connection, then try again.');
    expect(rows).toHaveLength(3);
  });

  it('does not retry a refusal, and says why', async () => {
    const { save, rows } = scripted({ status: 401, error: { code: '42501', message: 'permission denied' } });
    await expect(save(submission())).rejects.toThrow(/no longer signed in/);
    expect(rows).toHaveLength(1);
    const refused = scripted({ status: 400, error: { code: '23514', message: 'violates check constraint' } });
    await expect(refused.save(submission())).rejects.toThrow('the service refused it (400: violates check constraint).');
  });

  it('keeps the client id of a result for a later "Try saving again", and gives a new result a new one', async () => {
    const { save, rows } = scripted(down, down, down, ok);
    const first = submission();
    await expect(save(first)).rejects.toThrow();
    await save({ ...first });
    await save(submission());
    expect(rows.map((row) => row.client_result_id)).toEqual(['id-1', 'id-1', 'id-1', 'id-1', 'id-2']);
  });
});
