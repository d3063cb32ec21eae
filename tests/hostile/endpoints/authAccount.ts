import fc from 'fast-check';
import { corpusPassword } from '../context.ts';
import { freshEmail } from '../emails.ts';
import { jsonEndpoint } from '../entry.ts';
import { authHeaders, authRules } from './surfaces.ts';
import { authBodyBytes, emailField, metadata, metadataFields } from './authValues.ts';

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
      emailField,
      { path: ['password'], kind: 'text', required: true, refuses: fc.constantFrom('', 'short', 'p'.repeat(73)) },
      ...metadataFields,
    ],
    // As GoTrue does, keys it does not know are ignored.
    strict: false,
    maxBytes: authBodyBytes,
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

/**
 * GET and PUT /user for a signed-in user: metadata, and a new password, which needs the current
 * one and must meet the sign-up rules. Only passwords refused whatever else is sent are tried: an
 * accepted one would change the password other entries sign in with.
 */
export const authUser = jsonEndpoint({
  name: 'PUT /auth/v1/user',
  covers: [{ authRoute: 'PUT /user' }, { authRoute: 'GET /user' }],
  call: { method: 'PUT', path: '/auth/v1/user', query: '', queryKeys: [] },
  headers: (context) => authHeaders(context, context.user.accessToken),
  rules: authRules('refused'),
  shape: (context) => ({
    valid: fc.record({ data: metadata }),
    fields: metadataFields,
    strict: false,
    maxBytes: authBodyBytes,
    more: [
      fc
        .tuple(fc.constantFrom('', 'short', 'password1', 'p'.repeat(73), context.user.email, context.user.password), fc.option(fc.string()))
        .map(([password, current]) => ({
          body: current === null ? { password } : { password, current_password: current },
          hostile: 'a new password the sign-up rules refuse',
          expect: 'refused' as const,
        })),
    ],
  }),
});
