import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendStartTimeout, type TestBackend } from '../support/backend.ts';
import { type ProcessClock, startClockedBackend, stopClockedBackend } from '../support/clock.ts';
import { adminEmail } from './support/actors.ts';
import { countRows } from './support/database.ts';
import { callFunction } from './support/invoke.ts';
import { confirmationMailTo, mailsTo, subscriberStatus } from './support/newsletterMail.ts';
import { postConfirm } from './support/newsletterCalls.ts';
import { expectRateLimited } from './support/rateLimit.ts';

/**
 * The hourly cap on confirmation mails over all addresses (3 here), and the per-source limit of
 * newsletter-subscribe with IPv6 sources counted by their /64. One trusted proxy lets a test
 * speak from any address through X-Forwarded-For.
 */
let test: TestBackend;
let clock: ProcessClock;
beforeAll(
  async () =>
    ({ test, clock } = await startClockedBackend({
      adminEmails: [adminEmail],
      env: { RATE_LIMITS: 'on', NEWSLETTER_CONFIRMATIONS_PER_HOUR: '3', TRUST_PROXY: '1' },
    })),
  backendStartTimeout,
);
afterAll(() => stopClockedBackend({ test, clock }));
beforeEach(() => clock.startNextHour());

const subscribe = (email: string, from = '198.51.100.7') =>
  callFunction(test, 'newsletter-subscribe', { body: { email }, headers: { 'X-Forwarded-For': from } });
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });
const runScheduler = async () => {
  const response = await callFunction(test, 'publishing-scheduler', {
    body: {},
    headers: { Authorization: `Bearer ${test.serviceRoleKey}` },
  });
  return ((await response.json()) as { confirmations: unknown }).confirmations;
};
const deferred = { status: 200, body: { ok: true, confirmation: 'deferred', within_hours: 1 } };

describe('the hourly cap on confirmation mails', () => {
  it('keeps the sign-up past the cap as pending with no mail, and the scheduler mails it in the next hour', async () => {
    const [first, second, third, fourth] = ['cap.1', 'cap.2', 'cap.3', 'cap.4'].map((name) => `${name}@example.test`);
    for (const email of [first, second, third])
      expect(await answerOf(await subscribe(email ?? ''))).toEqual({ status: 200, body: { ok: true } });
    expect(await answerOf(await subscribe(fourth ?? ''))).toEqual(deferred);
    // Sent again while it waits: stored once, still waiting, still no mail.
    expect(await answerOf(await subscribe(fourth ?? '', '203.0.113.9'))).toEqual(deferred);
    expect(await countRows(test, `public.newsletter_subscribers where email = '${fourth}'`)).toBe(1);
    expect(await subscriberStatus(test, fourth ?? '')).toBe('pending');
    // While the hour is full, every address gets the same answer, so the list still cannot be probed.
    expect((await postConfirm(test, (await confirmationMailTo(test, first ?? '')).confirmToken)).status).toBe(200);
    expect(await answerOf(await subscribe(first ?? ''))).toEqual(deferred);
    expect(await runScheduler()).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(test, fourth ?? '')).toEqual([]);

    await clock.startNextHour();
    expect(await runScheduler()).toEqual({ sent: 1, failed: 0 });
    expect(await runScheduler()).toEqual({ sent: 0, failed: 0 });
    const { confirmToken } = await confirmationMailTo(test, fourth ?? '');
    expect(await mailsTo(test, fourth ?? '')).toHaveLength(1);
    expect((await postConfirm(test, confirmToken)).status).toBe(200);
    expect(await subscriberStatus(test, fourth ?? '')).toBe('confirmed');
    // The deferred mail took one of the new hour's three; the other two go out at once.
    for (const name of ['cap.5', 'cap.6'])
      expect(await answerOf(await subscribe(`${name}@example.test`))).toEqual({ status: 200, body: { ok: true } });
    expect((await answerOf(await subscribe('cap.7@example.test'))).body).toMatchObject({ confirmation: 'deferred' });
  });

  it('counts an IPv6 source by its /64: a new address in the same /64 gets no fresh limit, another /64 does', async () => {
    for (let host = 1; host <= 20; host += 1)
      expect((await subscribe(`v6.${host}@example.test`, `2001:db8:1:2::${host.toString(16)}`)).status).toBe(200);
    await expectRateLimited(test, () => subscribe('v6.21@example.test', '2001:db8:1:2:ffff:ffff:ffff:1'), [
      'public.newsletter_subscribers',
    ]);
    expect((await subscribe('v6.22@example.test', '2001:db8:1:3::1')).status).toBe(200);
  });
});
