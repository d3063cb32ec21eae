import fc from 'fast-check';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/**
 * The system pages' functions read no body and are the admin's alone: sent with a user's session,
 * everything is refused (system-status takes GET only, so a POST is refused before the admin
 * check), and the hostile bodies only show that nothing in them reaches anything. Signed out, the
 * gateway refuses them.
 */
export const adminOnlyWithoutBody = (name: string) =>
  functionEndpoint(name, {
    headers: (context) => functionHeaders(context, context.user.accessToken),
    valid: 'refused',
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

export const systemStatus = adminOnlyWithoutBody('system-status');
export const systemTestMail = adminOnlyWithoutBody('system-test-mail');
