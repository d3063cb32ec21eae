import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResultSaver } from '../../../src/lib/assessments/results/saveResult.ts';
import type { ResultRow } from '../../../src/lib/assessments/results/resultRow.ts';
import { parseStoredResults, storedResultColumns } from '../../../src/lib/assessments/results/storedResult.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;

const row = (overrides: Partial<ResultRow> = {}): ResultRow => ({
  client_result_id: randomUUID(),
  role_id: 'gardener',
  content_version: 'fnv1a-0123abcd',
  overall_score: 58,
  level: 'Experimenting',
  dimension_scores: { direction: 60, tools: 55 },
  answers: { q1: 2, q2: 1 },
  ...overrides,
});

const storedCount = async (clientResultId: string) =>
  (
    await test.backend.deps.db.query<{ count: number }>(
      'select count(*)::int as count from public.assessment_results where client_result_id = $1',
      [clientResultId],
    )
  ).rows[0]?.count;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  ada = await createTestUser(test, 'ada@example.test');
  bob = await createTestUser(test, 'bob@example.test');
  admin = await createTestUser(test, 'owner@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

describe('assessment_results row-level security', () => {
  it('lets a user save a result, owned by them, and read it back in the shape the hub expects', async () => {
    const saved = row({ role_id: 'ceo' });
    expect((await ada.client.from('assessment_results').insert(saved)).error).toBeNull();
    const { data, error } = await ada.client.from('assessment_results').select(`user_id, ${storedResultColumns}`).eq('role_id', 'ceo');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]?.user_id).toBe(ada.id);
    expect(parseStoredResults(data)[0]).toMatchObject({
      role_id: 'ceo',
      overall_score: 58,
      level: 'Experimenting',
      dimension_scores: { direction: 60, tools: 55 },
    });
  });

  it('hides one user’s results from another user', async () => {
    await ada.client.from('assessment_results').insert(row({ role_id: 'cfo' }));
    const { data, error } = await bob.client.from('assessment_results').select('role_id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses a result saved in another user’s name', async () => {
    const forged = row({ role_id: 'teachers' });
    const { error, status } = await bob.client.from('assessment_results').insert({ ...forged, user_id: ada.id });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(await storedCount(forged.client_result_id)).toBe(0);
  });

  it('denies the anonymous role both reading and saving', async () => {
    const anon = test.client();
    const read = await anon.from('assessment_results').select('role_id');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const attempt = row();
    const write = await anon.from('assessment_results').insert(attempt);
    expect(write.status).toBe(401);
    expect(await storedCount(attempt.client_result_id)).toBe(0);
  });

  it('lets the admin read every user’s results', async () => {
    await bob.client.from('assessment_results').insert(row({ role_id: 'police-force' }));
    const { data, error } = await admin.client.from('assessment_results').select('user_id');
    expect(error).toBeNull();
    const owners = new Set(data?.map((result) => result.user_id));
    expect(owners).toEqual(new Set([ada.id, bob.id]));
  });

  it('gives nobody but the service role a way to change or delete a stored result', async () => {
    const kept = row({ role_id: 'hr-manager', overall_score: 30 });
    await ada.client.from('assessment_results').insert(kept);
    const update = await ada.client.from('assessment_results').update({ overall_score: 99 }).eq('client_result_id', kept.client_result_id);
    expect(update.error?.code).toBe('42501');
    const removal = await admin.client.from('assessment_results').delete().eq('client_result_id', kept.client_result_id);
    expect(removal.error?.code).toBe('42501');
    expect(await storedCount(kept.client_result_id)).toBe(1);
  });
});

describe('saving exactly once', () => {
  it('stores a duplicate client_result_id once and answers the second insert with a conflict', async () => {
    const once = row();
    expect((await ada.client.from('assessment_results').insert(once)).error).toBeNull();
    const again = await ada.client.from('assessment_results').insert(once);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    expect(await storedCount(once.client_result_id)).toBe(1);
  });

  it('stores a result once when the answer to the first save is lost and the saver retries', async () => {
    let clientId = '';
    let calls = 0;
    const save = createResultSaver({
      insert: async (sent) => {
        calls += 1;
        clientId = sent.client_result_id;
        const { status, error } = await ada.client.from('assessment_results').insert(sent);
        // The first answer never reaches the browser, as when the connection drops after the write.
        return calls === 1 ? { status: 0, error: { message: 'network error' } } : { status, error };
      },
      randomId: randomUUID,
      wait: async () => {},
      contentVersion: 'fnv1a-0123abcd',
    });
    const result = {
      overall: 41,
      level: { name: 'Experimenting', min: 40, max: 59, summary: 'Trying things.' },
      dimensions: [{ id: 'direction', name: 'Where AI fits', score: 41 }],
      nextSteps: [],
    };
    await save({ roleId: 'gardener', answers: { q1: 1 }, result });
    expect(calls).toBe(2);
    expect(await storedCount(clientId)).toBe(1);
  });
});
