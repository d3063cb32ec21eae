import fc from 'fast-check';
import type { BodyShape } from '../bodyCases.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/** A step of sending an issue. */
export const newsletterSendShape: BodyShape = {
  valid: fc.record({ action: fc.constantFrom('status', 'test', 'send'), issue: fc.uuid({ version: 4 }) }),
  fields: [
    { path: ['action'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'SEND', 'send ', 'publish', 'resend') },
    { path: ['issue'], kind: 'text', required: true, refuses: fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000') },
  ],
  strict: true,
  maxBytes: 1024,
};

/**
 * newsletter-send is the admin's alone: the corpus calls it as a signed-in reader, so every body,
 * valid or not, is refused and nobody is mailed. The admin's own refusals (no test yet, content
 * changed since the test, a malformed id) are in tests/integration/publishing/newsletter-send.test.ts.
 */
export const newsletterSend = functionEndpoint('newsletter-send', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  shape: () => newsletterSendShape,
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: {
        method: frame.method,
        path: frame.path,
        headers: functionHeaders(context),
        body: '{"action": "send", "issue": "00000000-0000-4000-8000-000000000000"}',
      },
    }),
  ],
});
