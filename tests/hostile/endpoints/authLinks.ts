import fc from 'fast-check';
import type { CorpusCase } from '../corpusCase.ts';
import { badEmail, freshEmail } from '../emails.ts';
import { jsonEndpoint } from '../entry.ts';
import { badPercent } from '../percentEncoding.ts';
import { authHeaders, authRules } from './surfaces.ts';

const emailField = { path: ['email'], kind: 'text', required: true, refuses: badEmail } as const;
const linkType = {
  path: ['type'],
  kind: 'choice',
  required: true,
  refuses: fc.constantFrom('recovery', 'email_change', 'magiclink', ''),
} as const;
const linkToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/** POST /resend for an address that has no account: answered like any other, mailed nothing. */
export const authResend = jsonEndpoint({
  name: 'POST /auth/v1/resend',
  covers: [{ authRoute: 'POST /resend' }],
  call: { method: 'POST', path: '/auth/v1/resend', query: '', queryKeys: ['redirect_to'] },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  shape: () => ({
    valid: fc.record({ type: fc.constant('signup'), email: freshEmail('resend') }),
    fields: [linkType, emailField],
    strict: false,
    maxBytes: 64 * 1024,
  }),
});

/** POST /recover, the password reset supabase-js offers: the local backend has none, and must say so cleanly. */
export const authRecover = jsonEndpoint({
  name: 'POST /auth/v1/recover',
  covers: [],
  call: { method: 'POST', path: '/auth/v1/recover', query: '', queryKeys: ['redirect_to'] },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  valid: 'either',
  shape: () => ({ valid: fc.record({ email: freshEmail('recover') }), fields: [emailField], strict: false, maxBytes: 64 * 1024 }),
});

/** GET /verify, the link in the mail: hostile tokens, types and redirect targets in its query. */
function verifyLinks(): fc.Arbitrary<CorpusCase>[] {
  const redirect = fc.constantFrom(
    'http%3A%2F%2Flocalhost%3A4321%2Fconfirm',
    'javascript%3Aalert(1)',
    '%2F%2Fevil.example',
    'http%3A%2F%2Fevil.example%2F',
    '%ZZ',
    '%00',
    '',
  );
  const token = fc.oneof(
    linkToken,
    badPercent,
    linkToken.map((text) => `${text.slice(0, 20)}%00${text.slice(20)}`),
  );
  return [
    fc.tuple(fc.constantFrom('signup', 'email', 'recovery', '%ZZ', ''), token, redirect).map(([type, value, target]) => ({
      hostile: 'confirmation link',
      expect: 'either' as const,
      request: { method: 'GET', path: `/auth/v1/verify?type=${type}&token=${value}&redirect_to=${target}`, headers: {} },
    })),
  ];
}

/** POST /verify as the /confirm page sends it, with tokens that were never issued. */
export const authVerify = jsonEndpoint({
  name: 'POST /auth/v1/verify',
  covers: [{ authRoute: 'POST /verify' }, { authRoute: 'GET /verify' }],
  call: { method: 'POST', path: '/auth/v1/verify', query: '', queryKeys: ['type', 'token', 'redirect_to'] },
  headers: (context) => authHeaders(context),
  rules: { refusedTypes: [], credentials: [], forged: 'either', otherMethods: 'either' },
  valid: 'either',
  shape: () => ({
    valid: fc.record({ type: fc.constant('signup'), token_hash: linkToken }),
    fields: [linkType, { path: ['token_hash'], kind: 'text', required: true }],
    strict: false,
    maxBytes: 64 * 1024,
  }),
  more: verifyLinks,
});

/** POST /logout of the corpus's second account: the first call ends its session, the rest find none. */
export const authLogout = jsonEndpoint({
  name: 'POST /auth/v1/logout',
  covers: [{ authRoute: 'POST /logout' }],
  call: { method: 'POST', path: '/auth/v1/logout', query: '?scope=local', queryKeys: ['scope'] },
  headers: (context) => authHeaders(context, context.leaver.accessToken),
  rules: authRules('refused'),
  valid: 'either',
  shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: 64 * 1024, ignored: true }),
});

/** The service's own GET routes, which supabase-js and health checks read. */
export const authServiceInfo = ['settings', 'health'].map((route) =>
  jsonEndpoint({
    name: `GET /auth/v1/${route}`,
    covers: [{ authRoute: `GET /${route}` }],
    call: { method: 'GET', path: `/auth/v1/${route}`, query: '', queryKeys: [] },
    headers: (context) => authHeaders(context),
    rules: authRules('either'),
    shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: 64 * 1024, ignored: true }),
  }),
);
