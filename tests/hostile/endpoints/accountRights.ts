import fc from 'fast-check';
import { freshEmail } from '../emails.ts';
import { jsonEndpoint } from '../entry.ts';
import { authBodyBytes } from './authValues.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';
import { authHeaders, authRules } from './surfaces.ts';

/** A signed-in reader downloads their data: the body is read by nobody, and signed out is refused. */
export const accountExport = functionEndpoint('account-export', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  rules: { refusedTypes: [], otherMethods: 'either' },
  shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: 64 * 1024, ignored: true }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: '{}' },
    }),
  ],
});

/**
 * account-delete as the corpus's reader, confirming with an address that is not theirs: every body
 * is refused, so no case deletes the account the other entries use. The deletion itself is the
 * function's integration test's (tests/integration/account/). The corpus's only administrator
 * typing their own address is refused too, and signed out is refused.
 */
export const accountDelete = functionEndpoint('account-delete', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  shape: () => ({
    valid: fc.record({ email: freshEmail('not-the-caller') }),
    fields: [{ path: ['email'], kind: 'text', required: true }],
    strict: true,
    maxBytes: 1024,
  }),
  more: (context, frame) => [
    fc
      .constantFrom(
        { headers: functionHeaders(context), body: { email: context.user.email }, hostile: 'signed out (the anon key)' },
        ...(context.admin
          ? [
              {
                headers: functionHeaders(context, context.admin.accessToken),
                body: { email: context.admin.email },
                hostile: 'the only admin',
              },
            ]
          : []),
      )
      .map(({ headers, body, hostile }) => ({
        hostile,
        expect: 'refused' as const,
        request: { method: frame.method, path: frame.path, headers, body: JSON.stringify(body) },
      })),
  ],
});

/** The Auth admin API's deletion, which only the service role may call: a reader's token is refused whatever it asks. */
export const authAdminUserDelete = jsonEndpoint({
  name: 'DELETE /auth/v1/admin/users/{id}',
  covers: [{ authRoute: 'DELETE /admin/users/:id' }],
  call: { method: 'DELETE', path: '/auth/v1/admin/users/2d8b1c52-7e0a-4f1b-9c3d-5a6e7f809a1b', query: '', queryKeys: [] },
  headers: (context) => authHeaders(context, context.user.accessToken),
  rules: authRules('refused'),
  valid: 'refused',
  shape: () => ({
    valid: fc.record({ should_soft_delete: fc.boolean() }),
    fields: [{ path: ['should_soft_delete'], kind: 'boolean' }],
    strict: false,
    maxBytes: authBodyBytes,
  }),
});
