import fc from 'fast-check';
import { corpusPassword } from '../context.ts';
import { badEmail, freshEmail } from '../emails.ts';
import { jsonEndpoint } from '../entry.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { authHeaders, authRules } from './surfaces.ts';

const metadata = fc.record({ full_name: fc.constantFrom('Dana Whitfield', 'Jörg Æbelø'), newsletter: fc.boolean() }, { requiredKeys: [] });
const dataFields: FieldSpec[] = [
  { path: ['data'], kind: 'object', open: true },
  { path: ['data', 'full_name'], kind: 'text' },
];

/** POST /signup as supabase-js sends it; a new address is one account and one confirmation mail. */
export const authSignup = jsonEndpoint({
  name: 'POST /auth/v1/signup',
  covers: [{ authRoute: 'POST /signup' }],
  call: {
    method: 'POST',
    path: '/auth/v1/signup',
    query: '?redirect_to=http%3A%2F%2Flocalhost%3A4321%2Fconfirm',
    queryKeys: ['redirect_to'],
  },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  shape: () => ({
    valid: fc.record({
      email: freshEmail('signup'),
      password: fc.constantFrom(corpusPassword, 'another long passphrase 42'),
      data: metadata,
    }),
    fields: [
      { path: ['email'], kind: 'text', required: true, refuses: badEmail },
      { path: ['password'], kind: 'text', required: true, refuses: fc.constantFrom('', 'short', 'p'.repeat(73)) },
      ...dataFields,
    ],
    // As GoTrue does, keys it does not know are ignored.
    strict: false,
    maxBytes: 64 * 1024,
    more: [
      fc.tuple(freshEmail('signup'), fc.integer({ min: 4_000, max: 60_000 })).map(([email, size]) => ({
        body: { email, password: corpusPassword, data: { note: 'n'.repeat(size) } },
        hostile: 'large metadata',
        expect: 'either' as const,
      })),
    ],
  }),
  stores: () => ({ users: 1, mails: 1 }),
});

/** GET and PUT /user for a signed-in user: metadata only, never the address or password. */
export const authUser = jsonEndpoint({
  name: 'PUT /auth/v1/user',
  covers: [{ authRoute: 'PUT /user' }, { authRoute: 'GET /user' }],
  call: { method: 'PUT', path: '/auth/v1/user', query: '', queryKeys: [] },
  headers: (context) => authHeaders(context, context.user.accessToken),
  rules: authRules('refused'),
  shape: () => ({ valid: fc.record({ data: metadata }), fields: dataFields, strict: false, maxBytes: 64 * 1024 }),
});

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
    maxBytes: 64 * 1024,
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
