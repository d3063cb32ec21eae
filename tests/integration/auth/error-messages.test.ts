import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mailLinks.ts';
import { authRequest, confirmedUser, countUsers, postJson } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

describe('errors reach the UI as supabase-js error.code and error.message', () => {
  it('refuses a password shorter than 8 characters as a weak password', async () => {
    const { error } = await backend.client().auth.signUp({ email: freshEmail('weak'), password: 'short' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['length']);
  });

  it('refuses a malformed email address', async () => {
    const { error } = await backend.client().auth.signUp({ email: 'not-an-address', password });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('answers a wrong password and an unknown address with the same error', async () => {
    const email = freshEmail('known');
    await confirmedUser(backend, email, password);
    const wrongPassword = await backend.client().auth.signInWithPassword({ email, password: 'not the password' });
    const unknownAddress = await backend.client().auth.signInWithPassword({ email: freshEmail('nobody'), password });
    for (const { error } of [wrongPassword, unknownAddress]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses a confirmation link that was already used', async () => {
    const email = freshEmail('twice');
    await backend.client().auth.signUp({ email, password });
    const token = confirmationTokenIn(latestMailTo(await backend.mails(), email));
    expect((await backend.client().auth.verifyOtp({ type: 'signup', token_hash: token })).error).toBeNull();
    const { error } = await backend.client().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Email link is invalid or has expired');
  });

  it('refuses a confirmation link after 24 hours', async () => {
    const email = freshEmail('late');
    await backend.client().auth.signUp({ email, password });
    const token = confirmationTokenIn(latestMailTo(await backend.mails(), email));
    backend.advanceClock(24 * 60 * 60 * 1000 + 1000);
    const { error } = await backend.client().auth.verifyOtp({ type: 'email', token_hash: token });
    expect(error?.code).toBe('otp_expired');
  });

  it('refuses requests without the project API key, or with a wrong one', async () => {
    const missing = await fetch(`${backend.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
    const wrong = await authRequest(backend, '/settings', { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key', msg: 'Invalid API key' });
  });

  it('names the unsupported grant type it received', async () => {
    const response = await postJson(backend, '/token?grant_type=magic', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unsupported_grant_type', msg: expect.stringContaining('received "magic"') });
  });
});
describe('bad request bodies get a clear JSON error and store nothing', () => {
  it('refuses malformed JSON', async () => {
    const before = await countUsers(backend);
    const mailsBefore = (await backend.mails()).length;
    const response = await authRequest(backend, '/signup', { method: 'POST', body: '{"email": "a@example.test", "password":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json', msg: expect.stringContaining('Could not parse request body as JSON') });
    expect(await countUsers(backend)).toBe(before);
    expect((await backend.mails()).length).toBe(mailsBefore);
  });

  it('refuses a body over 64 KiB', async () => {
    const before = await countUsers(backend);
    const mailsBefore = (await backend.mails()).length;
    const body = { email: freshEmail('large'), password, data: { note: 'x'.repeat(70 * 1024) } };
    const response = await postJson(backend, '/signup', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
    expect(await countUsers(backend)).toBe(before);
    expect((await backend.mails()).length).toBe(mailsBefore);
  });

  it('refuses a streamed body over 64 KiB that declares no length', async () => {
    const chunk = new TextEncoder().encode(
      `{"email":"${freshEmail('streamed')}","password":"${password}","data":{"note":"${'x'.repeat(70 * 1024)}"}}`,
    );
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await authRequest(backend, '/signup', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });

  it('refuses fields of the wrong type, saying what was received and expected', async () => {
    const before = await countUsers(backend);
    const mailsBefore = (await backend.mails()).length;
    const response = await postJson(backend, '/signup', { email: freshEmail('typed'), password: 12345678 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; msg: string };
    expect(body.code).toBe('validation_failed');
    expect(body.msg).toContain('password');
    expect(body.msg).toMatch(/expected string, received number/);
    expect(await countUsers(backend)).toBe(before);
    expect((await backend.mails()).length).toBe(mailsBefore);
  });

  it('refuses metadata that is not an object', async () => {
    const mailsBefore = (await backend.mails()).length;
    const response = await postJson(backend, '/signup', { email: freshEmail('listed'), password, data: ['admin'] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('data') });
    expect((await backend.mails()).length).toBe(mailsBefore);
  });

  it('answers CORS preflights and puts CORS headers on errors too', async () => {
    const preflight = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');

    const failed = await authRequest(backend, '/signup', { method: 'POST', body: 'nope', headers: { origin: 'http://localhost:4321' } });
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(failed.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});
