import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let ada: TestUser;
const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  test = await startTestBackend();
  ada = await createTestUser(test, 'ada@example.test');
  // A first call loads the REST layer's catalog, so the outage meets a request's own transaction.
  await call('/rest/v1/feature_usage?select=id');
  await test.backend.deps.db.close();
}, backendStartTimeout);
afterAll(async () => {
  logged.mockRestore();
  await test.stop();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${test.url}${path}`, { ...init, headers: { apikey: test.anonKey, 'content-type': 'application/json', ...init.headers } });

/** The outage was logged as such, with the database's own error as its cause. */
function expectLoggedOutage(surface: string): void {
  const entry = logged.mock.calls.find(([message]) => String(message).startsWith(`${surface} request failed: the database is unavailable`));
  expect(entry?.[1]).toBeInstanceOf(Error);
}

describe('a database that is down', () => {
  it('makes REST answer 503 PGRST000 and log the outage', async () => {
    const read = await call('/rest/v1/consent_log?select=id', { headers: { authorization: `Bearer ${ada.accessToken}` } });
    expect(read.status).toBe(503);
    expect(await read.json()).toMatchObject({ code: 'PGRST000', message: expect.stringContaining('try again') });
    const write = await call('/rest/v1/feature_usage', { method: 'POST', body: '{"feature":"x"}' });
    expect(write.status).toBe(503);
    expectLoggedOutage('REST');
  });

  it('makes auth answer 503 service_unavailable, for sign-in, sign-up and the signed-in user, and log the outage', async () => {
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: '{"email":"ada@example.test","password":"x"}',
    });
    const signUp = await call('/auth/v1/signup', {
      method: 'POST',
      body: '{"email":"new@example.test","password":"correct horse battery staple"}',
    });
    const user = await call('/auth/v1/user', { headers: { authorization: `Bearer ${ada.accessToken}` } });
    for (const response of [signIn, signUp, user]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'service_unavailable', msg: expect.stringContaining('try again') });
    }
    expectLoggedOutage('Auth');
  });
});
