import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadBodyLimitBytes } from '../../../server/http/unreadBody.ts';
import { oversizedBodyBytes } from '../../hostile/bodyCases.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { testDatabaseUrl } from '../support/postgresServer.ts';
import { fetchFromAnotherProcess } from './support/fetchFromAnotherProcess.ts';
import { RawConnection, type RawAnswer, type RawRequest } from './support/rawConnection.ts';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
}, backendStartTimeout);
afterAll(() => server.stop());

/** Past every JSON limit of the functions and auth (64 KiB at most), well within what the server reads off to keep a connection. */
const oversized = JSON.stringify({ padding: 'x'.repeat(200 * 1024) });
const now = () => new Date().toISOString();

interface Call {
  request: RawRequest;
  status: number;
  code?: string;
}

/**
 * After a refusal, longer than @hono/node-server waits for an unread body before it destroys the
 * socket (500 ms): a visitor's next request seldom follows at once, and one that does slips through.
 */
const pauseAfterRefusalMs = 600;

/** Sends the calls in order on one connection, opening a new one only after an answer that said `Connection: close`. */
async function sendInTurn(calls: Call[]): Promise<{ answers: { status: number; code?: string }[]; reconnects: number }> {
  let connection = await RawConnection.open(server.port);
  const answers = [];
  let reconnects = 0;
  for (const { request } of calls) {
    const answer = await connection.send(request);
    answers.push({ status: answer.status, code: errorCode(answer) });
    if (answer.status >= 400) await new Promise((resolve) => setTimeout(resolve, pauseAfterRefusalMs));
    if (answer.headers.get('connection') === 'close') {
      await connection.closed();
      connection = await RawConnection.open(server.port);
      reconnects += 1;
    }
  }
  connection.end();
  return { answers, reconnects };
}

function errorCode(answer: RawAnswer): string | undefined {
  if (answer.status < 400) return undefined;
  try {
    const body = JSON.parse(answer.body) as { code?: string; error?: { code?: string } };
    return body.error?.code ?? body.code;
  } catch {
    return undefined;
  }
}

const expected = (calls: Call[]) => calls.map(({ status, code }) => ({ status, code }));

function functionCall(name: string, body: string, headers: Record<string, string> = {}): RawRequest {
  const key = server.backend.config.anonKey;
  return {
    method: 'POST',
    path: `/functions/v1/${name}`,
    body,
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json', ...headers },
  };
}
const authCall = (path: string, body: string, headers: Record<string, string> = { apikey: server.backend.config.anonKey }): RawRequest => ({
  method: 'POST',
  path: `/auth/v1${path}`,
  body,
  headers: { 'Content-Type': 'application/json', ...headers },
});
const restCall = (table: string, body: string): RawRequest => {
  const key = server.backend.config.anonKey;
  return {
    method: 'POST',
    path: `/rest/v1/${table}`,
    body,
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
  };
};

const valid = {
  'firstparty-analytics': () =>
    JSON.stringify({ type: 'page_view', session_id: 'keep-alive-session', payload: { path: '/welcome', title: 'Welcome' }, context: {} }),
  'analytics-orchestrator': () =>
    JSON.stringify({
      events: [{ event: 'page_view', data: { sessionId: 'keep-alive-session', timestamp: now(), url: 'http://localhost/welcome' } }],
      batchId: randomUUID(),
      timestamp: now(),
    }),
  'contact-submit': () =>
    JSON.stringify({
      name: 'Kim Keepalive',
      email: `kim.${randomUUID()}@example.test`,
      message: 'One connection, several requests.',
      website: '',
    }),
};

describe('one connection carries request after request, whatever the previous body was', () => {
  it.each([
    ['firstparty-analytics', 202],
    ['analytics-orchestrator', 202],
    ['contact-submit', 200],
  ] as const)('in the function %s: oversized (declared or streamed), empty, broken and valid bodies', async (name, success) => {
    const calls: Call[] = [
      { request: functionCall(name, oversized), status: 413, code: 'payload_too_large' },
      { request: { ...functionCall(name, oversized), chunked: true }, status: 413, code: 'payload_too_large' },
      { request: functionCall(name, ''), status: 400, code: 'invalid_json' },
      { request: functionCall(name, '{'), status: 400, code: 'invalid_json' },
      { request: functionCall(name, valid[name]()), status: success },
    ];
    expect(await sendInTurn(calls)).toEqual({ answers: expected(calls), reconnects: 0 });
  });

  it('in /auth/v1: oversized (declared or streamed), empty, broken and valid sign-up bodies', async () => {
    const calls: Call[] = [
      { request: authCall('/signup', oversized), status: 413, code: 'request_too_large' },
      { request: { ...authCall('/signup', oversized), chunked: true }, status: 413, code: 'request_too_large' },
      { request: authCall('/signup', ''), status: 400, code: 'validation_failed' },
      { request: authCall('/signup', '{'), status: 400, code: 'bad_json' },
      {
        request: authCall('/signup', JSON.stringify({ email: `keep.${randomUUID()}@example.test`, password: 'a long enough password' })),
        status: 200,
      },
    ];
    expect(await sendInTurn(calls)).toEqual({ answers: expected(calls), reconnects: 0 });
  });

  it('in /rest/v1: oversized (declared or streamed), empty, broken and valid inserts', async () => {
    const overLimit = JSON.stringify({ padding: 'x'.repeat(1536 * 1024) });
    const calls: Call[] = [
      { request: restCall('feature_usage', overLimit), status: 413, code: 'PGRST413' },
      { request: { ...restCall('feature_usage', overLimit), chunked: true }, status: 413, code: 'PGRST413' },
      { request: restCall('feature_usage', ''), status: 400, code: 'PGRST102' },
      { request: restCall('feature_usage', '{'), status: 400, code: 'PGRST102' },
      { request: restCall('feature_usage', JSON.stringify({ feature: 'lead_timed', session_id: 'keep-alive-session' })), status: 201 },
    ];
    expect(await sendInTurn(calls)).toEqual({ answers: expected(calls), reconnects: 0 });
  });

  it('after answers given before the body was read: unknown function, wrong type, no session, no API key, wrong method', async () => {
    const health: Call = {
      request: { method: 'GET', path: '/auth/v1/health', headers: { apikey: server.backend.config.anonKey } },
      status: 200,
    };
    const calls: Call[] = [
      { request: functionCall('no-such-function', oversized), status: 404, code: 'not_found' },
      health,
      {
        request: functionCall('firstparty-analytics', oversized, { 'Content-Type': 'application/xml' }),
        status: 415,
        code: 'unsupported_media_type',
      },
      health,
      { request: functionCall('admin-status', oversized, { Authorization: '' }), status: 401, code: 'not_signed_in' },
      health,
      { request: authCall('/signup', oversized, {}), status: 401, code: 'no_api_key' },
      health,
      { request: { method: 'POST', path: '/welcome', body: oversized }, status: 405 },
      health,
    ];
    expect(await sendInTurn(calls)).toEqual({ answers: expected(calls), reconnects: 0 });
  });
});

describe('a body too large to read off', () => {
  it('is answered with Connection: close, and the server closes the connection it announced', async () => {
    const connection = await RawConnection.open(server.port);
    const announced = { ...functionCall('contact-submit', 'x'.repeat(100 * 1024)), declaredLength: 64 * 1024 * 1024 };
    const answer = await connection.send(announced);
    expect({ status: answer.status, code: errorCode(answer), connection: answer.headers.get('connection') }).toEqual({
      status: 413,
      code: 'payload_too_large',
      connection: 'close',
    });
    await connection.closed();
    const next = await sendInTurn([{ request: functionCall('contact-submit', valid['contact-submit']()), status: 200 }]);
    expect(next.answers).toEqual([{ status: 200, code: undefined }]);
  });
});

describe('a body far past every limit, sent by Node’s fetch from another process', () => {
  /** Node's fetch met a socket error in about one send of four when the connection closed under it; the database plays no part. */
  const sends = testDatabaseUrl ? 12 : 40;

  it('gets its 413 every time, never a socket error, from functions, auth, REST and storage', { timeout: 180_000 }, async () => {
    expect(oversizedBodyBytes, 'the hostile corpus’s largest body is read off, not cut off').toBeLessThan(unreadBodyLimitBytes);
    const key = server.backend.config.anonKey;
    const json = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const targets = [
      { url: `${server.url}/functions/v1/contact-submit`, headers: json },
      { url: `${server.url}/auth/v1/signup`, headers: { apikey: key, 'Content-Type': 'application/json' } },
      { url: `${server.url}/rest/v1/feature_usage`, headers: json },
      { url: `${server.url}/storage/v1/object/list/public-images`, headers: json },
    ];
    const outcomes = await fetchFromAnotherProcess(
      targets.flatMap((target) => Array.from({ length: sends / targets.length }, () => ({ ...target, bytes: oversizedBodyBytes }))),
    );
    expect(outcomes).toEqual(Array(sends).fill('413'));
  });
});
