import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { freshEmail, password } from './support/mailLinks.ts';

/** A stand-in for the HTTP email API that holds each mail until told to answer, with `status`. */
function startMailApi() {
  const received: { to: string[]; subject: string }[] = [];
  const waiting: ((status: number) => void)[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as { to: string[]; subject: string });
      waiting.push((status) => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'));
    });
  });
  const answerAll = (status: number) => {
    for (const answer of waiting.splice(0)) answer(status);
  };
  return { server, received, answerAll };
}

/** Generous: the machine may be busy, and the work after an answer waits its turn. */
const eventually = (assertion: () => unknown) => vi.waitFor(assertion, { timeout: 15_000, interval: 50 });

const mailApi = startMailApi();
let test: TestBackend;

beforeAll(async () => {
  await new Promise<void>((resolve) => mailApi.server.listen(0, '127.0.0.1', resolve));
  const { port } = mailApi.server.address() as AddressInfo;
  test = await startTestBackend({ env: { EMAIL_API_URL: `http://127.0.0.1:${port}/emails`, EMAIL_API_KEY: 'test-key' } });
}, backendStartTimeout);
afterAll(async () => {
  mailApi.answerAll(200);
  await test.stop();
  mailApi.server.close();
});

async function usersAt(email: string): Promise<number> {
  return (await test.backend.deps.db.query('select 1 from auth.users where email = $1', [email])).rows.length;
}

describe('sign-up, resend and password reset answer before their mail is sent', () => {
  it('answers while the email API still holds the mail, which then goes out', async () => {
    const email = freshEmail('prompt');
    const signUp = await test.client().auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    await eventually(() => expect(mailApi.received.map((mail) => mail.to)).toContainEqual([email]));
    const resend = await test.client().auth.resend({ type: 'signup', email });
    expect(resend.error).toBeNull();
    await eventually(() => expect(mailApi.received.filter((mail) => mail.to[0] === email)).toHaveLength(2));
    const reset = await test.client().auth.resetPasswordForEmail(email);
    expect(reset.error).toBeNull();
    await eventually(() => expect(mailApi.received.filter((mail) => mail.to[0] === email)).toHaveLength(3));
    mailApi.answerAll(200);
    expect(await usersAt(email)).toBe(1);
  });

  it('logs a confirmation that fails after the answer, and removes the new account so the address can sign up again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = freshEmail('bounced');
    expect((await test.client().auth.signUp({ email, password })).error).toBeNull();
    await eventually(() => expect(mailApi.received.map((mail) => mail.to)).toContainEqual([email]));
    mailApi.answerAll(503);
    await eventually(() => expect(logged).toHaveBeenCalledWith('A sign-up failed after the answer was sent:', expect.any(Error)));
    expect(await usersAt(email)).toBe(0);
    logged.mockRestore();

    expect((await test.client().auth.signUp({ email, password })).error).toBeNull();
    await eventually(() => expect(mailApi.received.filter((mail) => mail.to[0] === email)).toHaveLength(2));
    mailApi.answerAll(200);
    await eventually(async () => expect(await usersAt(email)).toBe(1));
  });
});
