import fc from 'fast-check';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/**
 * admin-status reads no body and answers GET too: whatever is sent with a valid session is
 * answered, and the hostile bodies only show that nothing in them reaches anything. Signed out,
 * it is refused.
 */
export const adminStatus = functionEndpoint('admin-status', {
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
