import fc from 'fast-check';
import type { CorpusCase } from '../corpusCase.ts';
import { jsonEndpoint } from '../entry.ts';
import { badPercent } from '../percentEncoding.ts';
import { authHeaders } from './surfaces.ts';
import { authBodyBytes, linkToken, linkTypeField } from './authValues.ts';

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
    fields: [linkTypeField, { path: ['token_hash'], kind: 'text', required: true }],
    strict: false,
    maxBytes: authBodyBytes,
  }),
  more: verifyLinks,
});
