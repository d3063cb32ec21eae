import fc from 'fast-check';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/**
 * The rebuild functions are not for readers: site-rebuild is the admin's, publishing-scheduler the
 * database cron job's (the service role). Sent with a user's session, every body is refused before
 * it is read, and nothing is published or rebuilt; signed out, the gateway or the role check
 * refuses them. The admin's and the service role's own calls are in
 * tests/integration/publishing/site-rebuild.test.ts.
 */
export const notForReaders = (name: string) =>
  functionEndpoint(name, {
    headers: (context) => functionHeaders(context, context.user.accessToken),
    valid: 'refused',
    rules: { refusedTypes: [], otherMethods: 'either' },
    shape: () => ({ valid: fc.constant({}), fields: [], strict: true, maxBytes: 256, ignored: true }),
    more: (context, frame) => [
      fc.constant({
        hostile: 'signed out (the anon key)',
        expect: 'refused' as const,
        request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: '{}' },
      }),
    ],
  });

export const siteRebuild = notForReaders('site-rebuild');
export const publishingScheduler = notForReaders('publishing-scheduler');
