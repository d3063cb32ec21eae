import { describe, expect, it } from 'vitest';
import { callFunction, noConnection } from '../../../../../src/lib/newsletter/functionCall.ts';

const backend = (respond: (request: Request) => Promise<Response>) => ({
  url: 'https://backend.example/',
  anonKey: 'anon-key',
  fetch: (input: RequestInfo | URL, init?: RequestInit) => respond(new Request(input, init)),
});

describe('calling a backend function', () => {
  it('posts JSON with the anon key to /functions/v1/<name>', async () => {
    let seen: Request | undefined;
    const answer = await callFunction(
      'newsletter-subscribe',
      { email: 'r@example.com' },
      backend(async (request) => {
        seen = request;
        return Response.json({ ok: true });
      }),
    );
    expect(answer).toEqual({ ok: true, body: { ok: true } });
    expect(seen?.url).toBe('https://backend.example/functions/v1/newsletter-subscribe');
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.get('authorization')).toBe('Bearer anon-key');
    expect(seen?.headers.get('apikey')).toBe('anon-key');
    expect(await seen?.json()).toEqual({ email: 'r@example.com' });
  });

  it('returns the error code, message and Retry-After of a refusal', async () => {
    const answer = await callFunction(
      'contact-submit',
      {},
      backend(async () =>
        Response.json(
          { error: { code: 'rate_limited', message: 'Please try again in 5 minutes.' } },
          { status: 429, headers: { 'Retry-After': '300' } },
        ),
      ),
    );
    expect(answer).toEqual({
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: 'Please try again in 5 minutes.',
      retryAfterSeconds: 300,
    });
  });

  it('answers status 0 when the network fails, instead of throwing', async () => {
    const answer = await callFunction(
      'contact-submit',
      {},
      backend(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(answer).toEqual({ ok: false, status: 0, code: null, message: null, retryAfterSeconds: null });
  });

  it('survives an error page that is not JSON', async () => {
    const answer = await callFunction(
      'contact-submit',
      {},
      backend(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    expect(answer).toMatchObject({ ok: false, status: 502, code: null, message: null });
  });
});

describe('telling a lost connection from a refusal', () => {
  it('calls status 0 no connection, and every answer the backend gave something else', () => {
    expect(noConnection({ ok: false, status: 0, code: null, message: null, retryAfterSeconds: null })).toBe(true);
    expect(noConnection({ ok: false, status: 503, code: 'service_unavailable', message: null, retryAfterSeconds: null })).toBe(false);
    expect(noConnection({ ok: true, body: null })).toBe(false);
  });
});
