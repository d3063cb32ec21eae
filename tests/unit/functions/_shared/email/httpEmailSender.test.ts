import { expect, it } from 'vitest';
import { createHttpEmailSender } from '../../../../../functions/_shared/email/httpEmailSender.ts';

function capturingSender() {
  const requests: Request[] = [];
  const sender = createHttpEmailSender({
    url: 'https://mail.test/emails',
    apiKey: 'key',
    from: 'Site <news@site.test>',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('{"id":"1"}', { status: 200 });
    },
  });
  return { sender, requests };
}

it('passes a mail’s idempotency key as the Idempotency-Key header the provider honours', async () => {
  const { sender, requests } = capturingSender();
  await sender.send({ to: 'a@b.test', subject: 'S', text: 'T', html: '<p>T</p>', idempotencyKey: 'newsletter-1-2' });
  expect(requests[0]?.headers.get('idempotency-key')).toBe('newsletter-1-2');
  expect(await requests[0]?.json()).toMatchObject({ to: ['a@b.test'], subject: 'S' });
});

it('sends no Idempotency-Key for a mail without one', async () => {
  const { sender, requests } = capturingSender();
  await sender.send({ to: 'a@b.test', subject: 'S', text: 'T', html: '<p>T</p>' });
  expect(requests[0]?.headers.has('idempotency-key')).toBe(false);
});
