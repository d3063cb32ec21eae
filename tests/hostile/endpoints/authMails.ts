import fc from 'fast-check';
import { freshEmail } from '../emails.ts';
import { jsonEndpoint } from '../entry.ts';
import { authHeaders, authRules } from './surfaces.ts';
import { authBodyBytes, emailField, linkTypeField } from './authValues.ts';

/** POST /resend for an address that has no account: answered like any other, mailed nothing. */
export const authResend = jsonEndpoint({
  name: 'POST /auth/v1/resend',
  covers: [{ authRoute: 'POST /resend' }],
  call: { method: 'POST', path: '/auth/v1/resend', query: '', queryKeys: ['redirect_to'] },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  shape: () => ({
    valid: fc.record({ type: fc.constant('signup'), email: freshEmail('resend') }),
    fields: [linkTypeField, emailField],
    strict: false,
    maxBytes: authBodyBytes,
  }),
});

/** POST /recover for an address that has no account: answered like any other, mailed nothing. */
export const authRecover = jsonEndpoint({
  name: 'POST /auth/v1/recover',
  covers: [{ authRoute: 'POST /recover' }],
  call: { method: 'POST', path: '/auth/v1/recover', query: '', queryKeys: ['redirect_to'] },
  headers: (context) => authHeaders(context),
  rules: authRules('either'),
  shape: () => ({ valid: fc.record({ email: freshEmail('recover') }), fields: [emailField], strict: false, maxBytes: authBodyBytes }),
});
