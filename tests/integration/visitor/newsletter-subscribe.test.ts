import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendStartTimeout, type TestBackend } from '../support/backend.ts';
import { adminEmail } from './support/actors.ts';
import { minutes, startClockedBackend, stopClockedBackend, type ProcessClock } from '../support/clock.ts';
import { countRows } from './support/database.ts';
import { callFunction } from './support/invoke.ts';
import { confirmationMailTo, mailsTo, subscriberStatus } from './support/newsletterMail.ts';
import { expectRateLimited } from './support/rateLimit.ts';

let test: TestBackend;
let clock: ProcessClock;
beforeAll(
  async () => ({ test, clock } = await startClockedBackend({ adminEmails: [adminEmail], env: { RATE_LIMITS: 'on' } })),
  backendStartTimeout,
);
afterAll(() => stopClockedBackend({ test, clock }));
beforeEach(() => clock.startNextHour());

const stored = ['public.newsletter_subscribers', 'embedded.outbox'];
let reader = 0;
const freshAddress = () => {
  reader += 1;
  return `reader.${reader}@example.test`;
};
const subscribe = (email: unknown) => callFunction(test, 'newsletter-subscribe', { body: { email } });
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('newsletter-subscribe', () => {
  it('mails a new address one confirmation with its link and one-click unsubscribe headers, and keeps it pending', async () => {
    const email = freshAddress();
    const { data, error } = await test.client().functions.invoke('newsletter-subscribe', { body: { email } });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const { mail, confirmLink, oneClickUrl } = await confirmationMailTo(test, email);
    expect(confirmLink.startsWith(`${test.url}/newsletter/confirm?token=`)).toBe(true);
    expect(oneClickUrl.startsWith(`${test.url}/functions/v1/newsletter-unsubscribe?token=`)).toBe(true);
    expect(mail.headers?.['List-Unsubscribe']).toContain(`<mailto:${adminEmail}?subject=unsubscribe>`);
    expect(mail.text).toContain(`${test.url}/newsletter/unsubscribe?token=`);
    expect(mail.html).toContain(`href="${confirmLink}"`);
    expect(await subscriberStatus(test, email)).toBe('pending');
  });

  it('stores an address sent again (in any case) once, and mails it at most once per cool-down', async () => {
    const email = freshAddress();
    for (const spelling of [email, email.toUpperCase(), ` ${email} `]) expect((await subscribe(spelling)).status).toBe(200);
    expect(await countRows(test, `public.newsletter_subscribers where email = '${email}'`)).toBe(1);
    expect(await mailsTo(test, email)).toHaveLength(1);
    const first = await confirmationMailTo(test, email);

    await clock.advance(minutes(10));
    expect((await subscribe(email)).status).toBe(200);
    expect(await mailsTo(test, email)).toHaveLength(2);
    const second = await confirmationMailTo(test, email);
    expect(second.confirmToken).not.toBe(first.confirmToken);
    expect(second.unsubscribeToken).toBe(first.unsubscribeToken);
    expect(await countRows(test, `public.newsletter_subscribers where email = '${email}'`)).toBe(1);
  });

  it('answers a new, a pending, a confirmed and an unsubscribed address alike, so the list cannot be probed', async () => {
    const [pending, confirmed, unsubscribed] = [freshAddress(), freshAddress(), freshAddress()];
    for (const email of [pending, confirmed, unsubscribed]) await subscribe(email);
    const links = await confirmationMailTo(test, confirmed);
    expect((await callFunction(test, 'newsletter-confirm', { body: { token: links.confirmToken } })).status).toBe(200);
    const leaving = await confirmationMailTo(test, unsubscribed);
    expect((await callFunction(test, 'newsletter-unsubscribe', { body: { token: leaving.unsubscribeToken } })).status).toBe(200);
    const mailsBefore = (await test.mails()).length;

    const answers = [];
    for (const email of [freshAddress(), pending, confirmed, unsubscribed]) answers.push(await answerOf(await subscribe(email)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { ok: true } });
    // Only the new address gets a mail: the others are within their cool-down, or confirmed already.
    expect((await test.mails()).length).toBe(mailsBefore + 1);
    expect(await subscriberStatus(test, confirmed)).toBe('confirmed');
  });

  it('answers 429 with Retry-After on the sixth request for one address in an hour, and takes it again when the hour is over', async () => {
    const email = freshAddress();
    for (let count = 0; count < 5; count += 1) expect((await subscribe(email)).status).toBe(200);
    const wait = await expectRateLimited(test, () => subscribe(email), stored);
    await clock.advance(wait * 1000);
    expect((await subscribe(email)).status).toBe(200);
    expect(await mailsTo(test, email)).toHaveLength(2);
  });

  it('answers 429 on the twenty-first request from one client in an hour, whatever the address or the forwarding headers it sends', async () => {
    for (let count = 0; count < 20; count += 1) expect((await subscribe(freshAddress())).status).toBe(200);
    const wait = await expectRateLimited(test, () => subscribe(freshAddress()), stored);
    for (const header of ['X-Forwarded-For', 'X-Real-IP', 'CF-Connecting-IP']) {
      const posingAsAnother = () =>
        callFunction(test, 'newsletter-subscribe', { body: { email: freshAddress() }, headers: { [header]: '203.0.113.7' } });
      await expectRateLimited(test, posingAsAnother, stored);
    }
    await clock.advance(wait * 1000);
    expect((await subscribe(freshAddress())).status).toBe(200);
  });
});
