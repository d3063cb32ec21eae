import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreAssessment, type Answers } from '../../../src/lib/assessments/scoring.ts';
import type { Assessment } from '../../../src/lib/assessments/contentSchema.ts';
import { contentFileRoleIds, loadAssessment } from '../../unit/support/assessmentContent.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
const gardener = loadAssessment('gardener');

/** The same option for every question: index 0 scores 0, the last scores 100. */
const uniformAnswers = (assessment: Assessment, pick: (optionCount: number) => number): Answers =>
  Object.fromEntries(assessment.questions.map((question) => [question.id, pick(question.options.length)]));

async function person(): Promise<TestUser> {
  return createTestUser(test, `person.${randomUUID()}@example.test`);
}

async function save(user: TestUser, roleId: string, answers: Answers, submitted: { score: number; at?: string }) {
  const { error } = await user.client.from('assessment_results').insert({
    client_result_id: randomUUID(),
    role_id: roleId,
    content_version: 'fnv1a-00000000',
    overall_score: submitted.score,
    level: 'Leading',
    dimension_scores: {},
    answers,
    ...(submitted.at ? { completed_at: submitted.at } : {}),
  });
  expect(error).toBeNull();
}

async function compare(user: TestUser, roleId: string, score: number) {
  const { data, error } = await user.client.rpc('assessment_comparison', { p_role_id: roleId, p_score: score });
  expect(error).toBeNull();
  return data as { people: number; average: number; below: number; above: number } | null;
}

beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

describe('scores recomputed on the server', () => {
  it('match the site’s scoring for every role, whatever the answers', async () => {
    const user = await person();
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (const roleId of contentFileRoleIds()) {
      const assessment = loadAssessment(roleId);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answers = uniformAnswers(assessment, (count) => next() % count);
        await save(user, roleId, answers, { score: 0 });
        const expected = scoreAssessment(assessment, answers);
        const { data } = await user.client
          .from('assessment_results')
          .select('verified_score, verified_level, verified_dimension_scores')
          .eq('role_id', roleId)
          .order('completed_at', { ascending: false })
          .limit(1)
          .single();
        expect(data, `${roleId} attempt ${attempt}`).toEqual({
          verified_score: expected.overall,
          verified_level: expected.level.name,
          verified_dimension_scores: Object.fromEntries(expected.dimensions.map((dimension) => [dimension.id, dimension.score])),
        });
      }
    }
    // This person took every role; the comparisons below count only their own people.
    await test.backend.deps.db.query('delete from public.assessment_results where user_id = $1', [user.id]);
  });

  it('refuse a verified score or a sample mark sent by the browser', async () => {
    const user = await person();
    const { error } = await user.client.from('assessment_results').insert({
      client_result_id: randomUUID(),
      role_id: 'gardener',
      content_version: 'fnv1a-00000000',
      overall_score: 100,
      level: 'Leading',
      dimension_scores: {},
      answers: {},
      verified_score: 100,
      is_sample: true,
    });
    expect(error?.code).toBe('42501');
  });
});

describe('the comparison with everyone else who took a role', () => {
  it('gives nothing below ten people, then counts each person’s latest result once', async () => {
    const role = 'gardener';
    const people = await Promise.all(Array.from({ length: 10 }, person));
    const top = uniformAnswers(gardener, (count) => count - 1);
    const bottom = uniformAnswers(gardener, () => 0);
    // Nine people whose older result was the best and whose latest is the lowest.
    for (const someone of people.slice(0, 9)) {
      await save(someone, role, top, { score: 100, at: '2026-01-01T00:00:00Z' });
      await save(someone, role, bottom, { score: 0 });
    }
    expect(await compare(people[0] as TestUser, role, 50)).toBeNull();

    await save(people[9] as TestUser, role, top, { score: 100 });
    expect(await compare(people[0] as TestUser, role, 50)).toEqual({ people: 10, average: 10, below: 9, above: 1 });
  });

  it('leaves sample rows out', async () => {
    const role = 'hr-manager';
    const assessment = loadAssessment(role);
    const people = await Promise.all(Array.from({ length: 10 }, person));
    for (const someone of people.slice(0, 9))
      await save(
        someone,
        role,
        uniformAnswers(assessment, () => 0),
        { score: 0 },
      );
    await test.backend.deps.db.query('update public.assessment_results set is_sample = true where user_id = $1', [people[8]?.id]);
    await save(
      people[9] as TestUser,
      role,
      uniformAnswers(assessment, () => 0),
      { score: 0 },
    );
    expect(await compare(people[0] as TestUser, role, 0)).toBeNull();
  });

  it('is moved by the answers, never by a forged submitted score', async () => {
    const role = 'teachers';
    const assessment = loadAssessment(role);
    const people = await Promise.all(Array.from({ length: 10 }, person));
    for (const someone of people)
      await save(
        someone,
        role,
        uniformAnswers(assessment, () => 0),
        { score: 100 },
      );
    expect(await compare(people[0] as TestUser, role, 50)).toEqual({ people: 10, average: 0, below: 10, above: 0 });
  });

  it('is for signed-in people only, and refuses a score outside 0–100', async () => {
    const anon = await test.client().rpc('assessment_comparison', { p_role_id: 'gardener', p_score: 50 });
    expect(anon.error).not.toBeNull();
    const user = await person();
    const wrong = await user.client.rpc('assessment_comparison', { p_role_id: 'gardener', p_score: 101 });
    expect(wrong.error?.message).toMatch(/expected a score from 0 to 100/);
  });
});
