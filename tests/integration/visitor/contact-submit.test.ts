import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendStartTimeout, type TestBackend } from '../support/backend.ts';
import { adminEmail } from './support/actors.ts';
import { startClockedBackend, stopClockedBackend, type ProcessClock } from '../support/clock.ts';
import { countAll, countRows } from './support/database.ts';
import { callFunction } from './support/invoke.ts';
import { expectRateLimited } from './support/rateLimit.ts';

let test: TestBackend;
let clock: ProcessClock;
beforeAll(
  async () => ({ test, clock } = await startClockedBackend({ adminEmails: [adminEmail], env: { RATE_LIMITS: 'on' } })),
  backendStartTimeout,
);
afterAll(() => stopClockedBackend({ test, clock }));
beforeEach(() => clock.startNextHour());

const stored = ['public.contact_messages', 'embedded.outbox'];
let sender = 0;
const freshAddress = () => {
  sender += 1;
  return `dana.${sender}@example.test`;
};
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: freshAddress(),
  message: 'We are planning an AI readiness workshop for our leadership team in spring.\nCould we talk about a date?',
  website: '',
  ...overrides,
});
const send = (body: Record<string, unknown>) => test.client().functions.invoke('contact-submit', { body });

describe('contact-submit', () => {
  it('stores a message once and mails it to the owner, who can reply to the sender', async () => {
    const body = message();
    const { data, error } = await send(body);
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const rows = await test.backend.deps.db.query('select name, email, message, handled from public.contact_messages where email = $1', [
      body.email,
    ]);
    expect(rows.rows).toEqual([{ name: body.name, email: body.email, message: body.message, handled: false }]);
    const mails = (await test.mails()).filter((mail) => mail.to === adminEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Contact form: ${body.name}`, headers: { 'Reply-To': body.email } });
    expect(mails[0]?.text).toContain(body.message);
  });

  it('stores a message sent twice (a double click, a resend after a lost answer) once, mails it once, and answers both alike', async () => {
    const body = message();
    const answers = [await send(body), await send(body)];
    expect(answers.map(({ data, error }) => ({ data, error }))).toEqual([
      { data: { ok: true }, error: null },
      { data: { ok: true }, error: null },
    ]);
    expect(await countRows(test, `public.contact_messages where email = '${body.email}'`)).toBe(1);
    expect((await test.mails()).filter((mail) => mail.headers?.['Reply-To'] === body.email)).toHaveLength(1);
  });

  it('answers a filled honeypot like a success, and stores and mails nothing', async () => {
    const before = await countAll(test, stored);
    const { data, error } = await send(message({ website: 'https://cheap-links.example' }));
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(await countAll(test, stored)).toEqual(before);
  });

  it('answers 429 with Retry-After on the fourth message from one address in an hour, and takes it again when the hour is over', async () => {
    const body = message();
    for (let count = 0; count < 3; count += 1) expect((await send({ ...body, message: `Message number ${count + 1}.` })).error).toBeNull();
    const wait = await expectRateLimited(test, () => callFunction(test, 'contact-submit', { body }), stored);
    await clock.advance(wait * 1000);
    expect((await send(body)).error).toBeNull();
    expect(await countRows(test, `public.contact_messages where email = '${body.email}'`)).toBe(4);
  });

  it('answers 429 on the sixth message from one client in an hour, whatever the address', async () => {
    for (let count = 0; count < 5; count += 1) expect((await send(message())).error).toBeNull();
    const wait = await expectRateLimited(test, () => callFunction(test, 'contact-submit', { body: message() }), stored);
    await clock.advance(wait * 1000);
    expect((await send(message())).error).toBeNull();
  });
});
