import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { freshEmail, password } from './support/mailLinks.ts';
import { authRequest, countUsers, postJson, signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

/** What the database cannot store, as JSON sends it: raw text, so the escapes reach the server unchanged. */
const unstorable = { nul: '"a\\u0000b"', surrogate: '"a\\ud800b"' };

async function counts() {
  const sessions = await backend.db.query<{ count: number }>('select count(*)::int as count from auth.sessions');
  return { users: await countUsers(backend), sessions: sessions.rows[0]?.count, mails: (await backend.mails()).length };
}

describe('what the database cannot store is refused with 400 in every auth input, and nothing is stored', () => {
  it.each(Object.entries(unstorable))('refuses a %s in sign-up data and in a sign-in email', async (_kind, text) => {
    const before = await counts();
    const signUp = await authRequest(backend, '/signup', {
      method: 'POST',
      body: `{"email":"${freshEmail('data')}","password":"${password}","data":{"name":${text}}}`,
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('data.name') });
    const signIn = await authRequest(backend, '/token?grant_type=password', { method: 'POST', body: `{"email":${text},"password":"x"}` });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('email') });
    expect(await counts()).toEqual(before);
  });

  it.each(Object.entries(unstorable))('refuses a %s in PUT /user data and keeps the stored metadata', async (_kind, text) => {
    const { session } = await signedIn(backend, 'editor');
    const response = await authRequest(backend, '/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: `{"data":{"name":${text}}}`,
    });
    expect(response.status).toBe(400);
    const stored = await backend.db.query('select raw_user_meta_data as data from auth.users where id = $1', [session.user.id]);
    expect(stored.rows[0]).toEqual({ data: {} });
  });

  it.each([
    ['a NUL', '%00'],
    ['a malformed escape', '%ZZ'],
    ['an encoded lone surrogate', '%ED%A0%80'],
  ])('answers a confirmation link with %s in its query by a redirect that says so, and confirms nothing', async (_kind, text) => {
    const before = await counts();
    for (const query of [`token=${text}&type=signup`, `token=abc&type=${text}`, `token=abc&type=signup&redirect_to=${text}`]) {
      const response = await fetch(`${backend.url}/auth/v1/verify?${query}`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('location') ?? '').hash).toMatch(
        /^#error=access_denied&error_code=(otp_expired|validation_failed)/,
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a malformed API key or bearer token with 401 or 403, whatever it holds', async () => {
    for (const apikey of ['%00', 'x'.repeat(10_000), '\u00ff'])
      expect((await authRequest(backend, '/settings', { headers: { apikey } })).status).toBe(401);
    for (const token of ['%00', 'a.b.c', 'e30.e30.', 'x'.repeat(10_000)]) {
      const response = await authRequest(backend, '/user', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    }
  });

  it('refuses a NUL in the other query parameters the auth routes read', async () => {
    const before = await counts();
    expect((await postJson(backend, '/token?grant_type=pass%00word', { email: 'a@example.test', password })).status).toBe(400);
    expect((await authRequest(backend, '/logout?scope=gl%00obal', { method: 'POST' })).status).toBe(400);
    const keyInQuery = await fetch(`${backend.url}/auth/v1/settings?apikey=%00`);
    expect(keyInQuery.status).toBe(401);
    expect(await keyInQuery.json()).toMatchObject({ code: 'invalid_api_key' });
    expect(await counts()).toEqual(before);
  });
});
