import fc from 'fast-check';
import { jsonEndpoint } from '../entry.ts';
import { authHeaders, authRules } from './surfaces.ts';
import { authBodyBytes } from './authValues.ts';

/** POST /token: password sign-in of the corpus user, and refresh tokens that were never issued. */
export const authToken = jsonEndpoint({
  name: 'POST /auth/v1/token',
  covers: [{ authRoute: 'POST /token' }],
  call: { method: 'POST', path: '/auth/v1/token', query: '?grant_type=password', queryKeys: ['grant_type'] },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  shape: (context) => ({
    valid: fc.constant({ email: context.user.email, password: context.user.password }),
    fields: [
      { path: ['email'], kind: 'text', required: true, refuses: fc.constantFrom('nobody@example.test', `${context.user.email}x`) },
      { path: ['password'], kind: 'text', required: true, refuses: fc.constantFrom('wrong password', '', 'p'.repeat(200)) },
    ],
    strict: false,
    maxBytes: authBodyBytes,
  }),
  more: (context, frame) => [
    fc.oneof(fc.string({ maxLength: 60 }), fc.constant('')).map((token) => ({
      hostile: 'refresh token never issued',
      expect: 'refused' as const,
      request: {
        method: 'POST',
        path: `${frame.path}?grant_type=refresh_token`,
        headers: authHeaders(context),
        body: JSON.stringify({ refresh_token: token }),
      },
    })),
    fc
      .constantFrom(
        '',
        'grant_type=',
        'grant_type=id_token',
        'grant_type=__proto__',
        'grant_type=password&grant_type=refresh_token',
        'grant_type=%00',
      )
      .map((query) => ({
        hostile: 'grant type',
        expect: 'either' as const,
        request: {
          method: 'POST',
          path: `${frame.path}?${query}`,
          headers: authHeaders(context),
          body: JSON.stringify({ email: context.user.email, password: context.user.password }),
        },
      })),
  ],
});
