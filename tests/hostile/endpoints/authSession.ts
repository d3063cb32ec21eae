import fc from 'fast-check';
import { jsonEndpoint } from '../entry.ts';
import { authHeaders, authRules } from './surfaces.ts';
import { authBodyBytes } from './authValues.ts';

/** POST /logout of the corpus's second account: the first call ends its session, the rest find none. */
export const authLogout = jsonEndpoint({
  name: 'POST /auth/v1/logout',
  covers: [{ authRoute: 'POST /logout' }],
  call: { method: 'POST', path: '/auth/v1/logout', query: '?scope=local', queryKeys: ['scope'] },
  headers: (context) => authHeaders(context, context.leaver.accessToken),
  rules: authRules('refused'),
  valid: 'either',
  shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: authBodyBytes, ignored: true }),
});

/** The service's own GET routes, which supabase-js and health checks read. */
export const authServiceInfo = ['settings', 'health'].map((route) =>
  jsonEndpoint({
    name: `GET /auth/v1/${route}`,
    covers: [{ authRoute: `GET /${route}` }],
    call: { method: 'GET', path: `/auth/v1/${route}`, query: '', queryKeys: [] },
    headers: (context) => authHeaders(context),
    rules: authRules('either'),
    shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: authBodyBytes, ignored: true }),
  }),
);
