import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, type TestBackend } from '../support/backend.ts';
import { minutes, startClockedBackend, stopClockedBackend, type ProcessClock } from '../support/clock.ts';
import { countRows } from './support/database.ts';
import { callFunction, clientError } from './support/invoke.ts';
import { postConfirm, subscribeForMail } from './support/newsletterCalls.ts';
import { subscriberStatus } from './support/newsletterMail.ts';

let test: TestBackend;
let clock: ProcessClock;
beforeAll(async () => ({ test, clock } = await startClockedBackend()), backendStartTimeout);
afterAll(() => stopClockedBackend({ test, clock }));

let reader = 0;
const freshAddress = () => {
  reader += 1;
  return `confirming.${reader}@example.test`;
};
const days = (count: number) => count * 24 * 60 * minutes(1);
const confirmedRows = (email: string) => countRows(test, `public.newsletter_subscribers where email = '${email}' and status = 'confirmed'`);

describe('newsletter-confirm', () => {
  it('confirms nothing on GET: neither opening the link in the mail nor a GET of the function with its token', async () => {
    const email = freshAddress();
    const { confirmLink, confirmToken } = await subscribeForMail(test, email);
    await (await fetch(confirmLink)).text();
    const scanner = await callFunction(test, 'newsletter-confirm', { method: 'GET', body: null, query: `?token=${confirmToken}` });
    expect(await clientError(scanner)).toEqual({ status: 405, code: 'method_not_allowed' });
    expect(await subscriberStatus(test, email)).toBe('pending');
  });

  it('confirms on POST of the token, and confirms once however often the link is used', async () => {
    const email = freshAddress();
    const { confirmToken } = await subscribeForMail(test, email);
    const first = await postConfirm(test, confirmToken);
    expect([first.status, await first.json()]).toEqual([200, { ok: true, status: 'confirmed' }]);
    const again = await postConfirm(test, confirmToken);
    expect([again.status, await again.json()]).toEqual([200, { ok: true, status: 'already_confirmed' }]);
    expect(await confirmedRows(email)).toBe(1);
  });

  it('takes only the link of the newest mail: a newer mail replaces the older link', async () => {
    const email = freshAddress();
    const older = await subscribeForMail(test, email);
    await clock.advance(minutes(11));
    const newer = await subscribeForMail(test, email);
    expect(await clientError(await postConfirm(test, older.confirmToken))).toEqual({ status: 404, code: 'not_found' });
    expect((await postConfirm(test, newer.confirmToken)).status).toBe(200);
    expect(await subscriberStatus(test, email)).toBe('confirmed');
  });

  it('refuses a link older than seven days with a message that says so, and a new subscription sends one that works', async () => {
    const email = freshAddress();
    const stale = await subscribeForMail(test, email);
    await clock.advance(days(7) + minutes(1));
    const expired = await postConfirm(test, stale.confirmToken);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toContain('expired');
    expect(await subscriberStatus(test, email)).toBe('pending');
    const fresh = await subscribeForMail(test, email);
    expect((await postConfirm(test, fresh.confirmToken)).status).toBe(200);
  });
});
