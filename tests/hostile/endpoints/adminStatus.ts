import fc from 'fast-check';
import { jsonEndpoint } from '../entry.ts';
import { functionCall, functionHeaders, functionRules } from './surfaces.ts';

/**
 * admin-status reads no body: whatever is sent with a valid session is answered, and the hostile
 * bodies only show that nothing in them reaches anything. Signed out, it is refused.
 */
export const adminStatus = jsonEndpoint({
  name: 'POST /functions/v1/admin-status',
  covers: [{ function: 'admin-status' }],
  call: functionCall('admin-status'),
  headers: (context) => functionHeaders(context, context.user.accessToken),
  rules: { ...functionRules('admin-status'), refusedTypes: [], otherMethods: 'either' },
  shape: () => ({ valid: fc.constant({}), fields: [], strict: false, maxBytes: 64 * 1024, ignored: true }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: { method: frame.method, path: frame.path, headers: functionHeaders(context), body: '{}' },
    }),
  ],
});
