import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { clientError } from './support/invoke.ts';
import { oneClickUnsubscribe, postConfirm, postUnsubscribe, subscribeForMail } from './support/newsletterCalls.ts';
import { subscriberStatus } from './support/newsletterMail.ts';

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());

let reader = 0;
const freshAddress = () => {
  reader += 1;
  return `leaving.${reader}@example.test`;
};

async function confirmedSubscriber(email: string) {
  const mail = await subscribeForMail(test, email);
  expect((await postConfirm(test, mail.confirmToken)).status).toBe(200);
  return mail;
}

describe('newsletter-unsubscribe', () => {
  it("takes a mail program's one-click POST (RFC 8058) without any key, once", async () => {
    const email = freshAddress();
    const { oneClickUrl } = await confirmedSubscriber(email);
    const first = await oneClickUnsubscribe(oneClickUrl);
    expect([first.status, await first.json()]).toEqual([200, { ok: true, status: 'unsubscribed' }]);
    const again = await oneClickUnsubscribe(oneClickUrl);
    expect([again.status, await again.json()]).toEqual([200, { ok: true, status: 'already_unsubscribed' }]);
    expect(await subscriberStatus(test, email)).toBe('unsubscribed');
  });

  it('unsubscribes from the page with the token of the link, and changes nothing on a GET of the one-click address', async () => {
    const email = freshAddress();
    const { oneClickUrl, unsubscribeToken } = await confirmedSubscriber(email);
    expect(await clientError(await fetch(oneClickUrl))).toEqual({ status: 405, code: 'method_not_allowed' });
    expect(await subscriberStatus(test, email)).toBe('confirmed');
    const response = await postUnsubscribe(test, unsubscribeToken);
    expect(await response.json()).toEqual({ ok: true, status: 'unsubscribed' });
    expect(await subscriberStatus(test, email)).toBe('unsubscribed');
  });

  it('leaves an old confirmation link dead once the address has unsubscribed', async () => {
    const email = freshAddress();
    const { confirmToken, unsubscribeToken } = await subscribeForMail(test, email);
    expect((await postUnsubscribe(test, unsubscribeToken)).status).toBe(200);
    expect(await clientError(await postConfirm(test, confirmToken))).toEqual({ status: 404, code: 'not_found' });
    expect(await subscriberStatus(test, email)).toBe('unsubscribed');
  });
});
