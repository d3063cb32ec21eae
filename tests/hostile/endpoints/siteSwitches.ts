import fc from 'fast-check';
import type { BodyShape } from '../bodyCases.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/** A flip of one of the owner's switches. */
export const siteSwitchesShape: BodyShape = {
  valid: fc.record({
    key: fc.constantFrom('newsletter_signups', 'lead_popups', 'voice_assistant', 'analytics_collection'),
    enabled: fc.boolean(),
  }),
  fields: [
    {
      path: ['key'],
      kind: 'choice',
      required: true,
      refuses: fc.constantFrom('', 'maintenance_mode', 'NEWSLETTER_SIGNUPS', 'lead_popups '),
    },
    { path: ['enabled'], kind: 'boolean', required: true },
  ],
  strict: true,
  maxBytes: 1024,
};

/**
 * site-switches is the admin's alone: the corpus calls it as a signed-in reader, so every body,
 * valid or not, is refused and no switch moves. The admin's own hostile bodies are sent by the
 * function's integration test (tests/integration/console/console-tables.test.ts).
 */
export const siteSwitches = functionEndpoint('site-switches', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  rules: { otherMethods: 'either' },
  shape: () => siteSwitchesShape,
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
