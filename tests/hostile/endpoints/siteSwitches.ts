import fc from 'fast-check';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/**
 * site-switches is the admin's alone: the corpus calls it as a signed-in reader, so every body,
 * valid or not, is refused and no switch moves. The admin's own hostile bodies are sent by the
 * function's integration test (tests/integration/console/site-switches.test.ts).
 */
export const siteSwitches = functionEndpoint('site-switches', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  rules: { otherMethods: 'either' },
  shape: () => ({
    valid: fc.record({
      key: fc.constantFrom('newsletter_signups', 'lead_popups', 'voice_assistant', 'analytics_collection'),
      enabled: fc.boolean(),
    }),
    fields: [
      { path: ['key'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'maintenance_mode', 'NEWSLETTER_SIGNUPS') },
      { path: ['enabled'], kind: 'boolean', required: true },
    ],
    strict: true,
    maxBytes: 1024,
  }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: {
        method: frame.method,
        path: frame.path,
        headers: functionHeaders(context),
        body: '{"key": "newsletter_signups", "enabled": false}',
      },
    }),
  ],
});
