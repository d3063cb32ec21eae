import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/auth-backend.ts';
import { freshEmail, password } from './support/mail-links.ts';
import { authRequest, countUsers, postJson } from './support/raw-requests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

describe('bad request bodies get a clear JSON error and store nothing', () => {
  it('refuses malformed JSON', async () => {
    const before = await countUsers(backend);
    const response = await authRequest(backend, '/signup', { method: 'POST', body: '{"email": "a@example.test", "password":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json', msg: expect.stringContaining('Could not parse request body as JSON') });
    expect(await countUsers(backend)).toBe(before);
    expect(backend.mails()).toEqual([]);
  });

  it('refuses a body over 64 KiB', async () => {
    const before = await countUsers(backend);
    const body = { email: freshEmail('large'), password, data: { note: 'x'.repeat(70 * 1024) } };
    const response = await postJson(backend, '/signup', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
    expect(await countUsers(backend)).toBe(before);
    expect(backend.mails()).toEqual([]);
  });

  it('refuses a streamed body over 64 KiB that declares no length', async () => {
    const chunk = new TextEncoder().encode(`{"email":"${freshEmail('streamed')}","password":"${password}","data":{"note":"${'x'.repeat(70 * 1024)}"}}`);
    const stream = new ReadableStream({ start: (controller) => (controller.enqueue(chunk), controller.close()) });
    const response = await authRequest(backend, '/signup', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });

  it('refuses fields of the wrong type, saying what was received and expected', async () => {
    const before = await countUsers(backend);
    const response = await postJson(backend, '/signup', { email: freshEmail('typed'), password: 12345678 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; msg: string };
    expect(body.code).toBe('validation_failed');
    expect(body.msg).toContain('password');
    expect(body.msg).toMatch(/expected string, received number/);
    expect(await countUsers(backend)).toBe(before);
  });

  it('refuses metadata that is not an object', async () => {
    const response = await postJson(backend, '/signup', { email: freshEmail('listed'), password, data: ['admin'] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('data') });
    expect(backend.mails()).toEqual([]);
  });

  it('answers CORS preflights and puts CORS headers on errors too', async () => {
    const preflight = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type, x-supabase-api-version' },
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
