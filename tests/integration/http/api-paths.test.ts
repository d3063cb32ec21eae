import { afterAll, beforeAll, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

const call = async (method: string, path: string) => {
  const response = await fetch(`${test.url}${path}`, {
    method,
    headers: { apikey: test.anonKey, Authorization: `Bearer ${test.anonKey}` },
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

it.each([
  ['DELETE', '/auth/v1/health', 404, '"code":"not_found"'],
  ['POST', '/auth/v1/no-such-route', 404, '"code":"not_found"'],
  ['PUT', '/rest/v1/consent_log', 405, '"code":"PGRST117"'],
  ['GET', '/rest/v1/consent_log/extra', 404, '"code":"PGRST125"'],
  ['GET', '/rest/v1/', 404, '"code":"PGRST125"'],
  ['GET', '/functions/v1/', 404, '"code":"not_found"'],
  ['GET', '/storage/v1/', 404, '"error":"not_found"'],
  ['PATCH', '/storage/v1/object/public-images/a.png', 405, '"error":"method_not_allowed"'],
])('answers %s %s, which no route takes, in its own API’s JSON envelope (%i)', async (method, path, status, code) => {
  const answer = await call(method, path);
  expect(answer.status).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.body).toContain(code);
});

it('leaves every other path to the site', async () => {
  const answer = await call('GET', '/no-such-page');
  expect(answer.status).toBe(404);
  expect(answer.type).not.toMatch(/json/);
});
