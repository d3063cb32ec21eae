import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let ada: TestUser;
let bob: TestUser;

async function savedResultId(user: TestUser): Promise<string> {
  const clientResultId = randomUUID();
  const insert = await user.client.from('assessment_results').insert({
    client_result_id: clientResultId,
    role_id: 'gardener',
    content_version: 'fnv1a-00000000',
    overall_score: 99,
    level: 'Leading',
    dimension_scores: {},
    answers: { 'soil-and-site': 1 },
  });
  expect(insert.error).toBeNull();
  const { data } = await user.client.from('assessment_results').select('id').eq('client_result_id', clientResultId).single();
  return (data as { id: string }).id;
}

async function share(user: TestUser, resultId: string) {
  return user.client.from('assessment_result_shares').insert({ result_id: resultId }).select('token').single();
}

const read = async (token: string) => (await test.client().rpc('shared_result', { p_token: token })).data;

beforeAll(async () => {
  test = await startTestBackend();
  ada = await createTestUser(test, 'ada@example.test');
  bob = await createTestUser(test, 'bob@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

describe('share links', () => {
  it('show anyone with the token the verified score, level and dimensions, and nothing else', async () => {
    const { data, error } = await share(ada, await savedResultId(ada));
    expect(error).toBeNull();
    const token = (data as { token: string }).token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const shared = await read(token);
    expect(Object.keys(shared).sort()).toEqual(['dimensions', 'level', 'role_id', 'score', 'status']);
    expect(shared).toMatchObject({ status: 'shared', role_id: 'gardener', level: expect.any(String) });
    expect(shared.score).toBeLessThan(99);
    expect(shared.dimensions).toHaveLength(6);
    expect(shared.dimensions[0]).toEqual({ name: expect.any(String), score: expect.any(Number) });
  });

  it('say “revoked” once the owner revokes, and only the owner can', async () => {
    const token = ((await share(ada, await savedResultId(ada))).data as { token: string }).token;
    const byBob = await bob.client
      .from('assessment_result_shares')
      .update({ revoked_at: new Date().toISOString() })
      .eq('token', token)
      .select();
    expect(byBob.data).toEqual([]);
    expect((await read(token)).status).toBe('shared');
    const byAda = await ada.client.from('assessment_result_shares').update({ revoked_at: new Date().toISOString() }).eq('token', token);
    expect(byAda.error).toBeNull();
    expect(await read(token)).toEqual({ status: 'revoked' });
    const undo = await ada.client.from('assessment_result_shares').update({ revoked_at: null }).eq('token', token);
    expect(undo.error).not.toBeNull();
  });

  it('cannot be made for someone else’s result or with a chosen token', async () => {
    const adaResult = await savedResultId(ada);
    const forged = await share(bob, adaResult);
    expect(forged.error?.code).toBe('42501');
    const chosen = await ada.client.from('assessment_result_shares').insert({ result_id: adaResult, token: 'a'.repeat(64) });
    expect(chosen.error?.code).toBe('42501');
  });

  it('answer an unknown or malformed token with “unknown”', async () => {
    expect(await read('0'.repeat(64))).toEqual({ status: 'unknown' });
    expect(await read("' or 1=1 --")).toEqual({ status: 'unknown' });
  });
});
