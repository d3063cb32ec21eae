import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { expectAllRejected } from './support/fuzz.ts';
import { badText, nonObject, notJson, remove, unknownKey, withAt } from './support/hostile.ts';
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

  it('answers 1,000 malformed, hostile or unknown requests with a 4xx JSON error, and unsubscribes nobody', {
    timeout: 120_000,
  }, async () => {
    const { unsubscribeToken } = await confirmedSubscriber(freshAddress());
    const valid = { token: unsubscribeToken };
    const unknownToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).filter((token) => token !== unsubscribeToken);
    const badToken = fc.oneof(badText(43), fc.string({ maxLength: 42 }), unknownToken, fc.constant(`${unsubscribeToken}=`));
    const form = 'application/x-www-form-urlencoded';
    const calls = fc.oneof(
      fc.record({ body: nonObject }),
      fc.record({ body: notJson }),
      fc.record({
        body: fc.constant(JSON.stringify(valid)),
        contentType: fc.constantFrom('text/plain', 'multipart/form-data', 'application/xml'),
      }),
      fc.record({ body: fc.constant(valid), method: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE') }),
      badToken.map((token) => ({ body: { token } })),
      fc.constant({ body: withAt(valid, ['token'], remove) }),
      unknownKey.map((key) => ({ body: withAt(valid, [key], true) })),
      // One-click form posts: a wrong form body with the right token, or the right body with a wrong or missing token.
      fc
        .oneof(fc.string({ maxLength: 40 }), fc.constantFrom('List-Unsubscribe=one-click', 'List-Unsubscribe=', 'x'.repeat(2000)))
        .map((body) => ({ body, contentType: form, query: `?token=${unsubscribeToken}` })),
      badToken.map((token) => ({
        body: 'List-Unsubscribe=One-Click',
        contentType: form,
        query: `?token=${encodeURIComponent(String(token))}`,
      })),
      fc.constant({ body: 'List-Unsubscribe=One-Click', contentType: form }),
    );
    const unsubscribed = "public.newsletter_subscribers where status = 'unsubscribed'";
    await expectAllRejected(test, 'newsletter-unsubscribe', calls, ['public.newsletter_subscribers', unsubscribed]);
  });
});
