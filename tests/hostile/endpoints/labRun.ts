import fc from 'fast-check';
import type { FieldSpec } from '../fieldCases.ts';
import { notUuid } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

const fields: FieldSpec[] = [
  { path: ['version_id'], kind: 'text', required: true, refuses: notUuid },
  { path: ['position'], kind: 'number', required: true, refuses: fc.constantFrom(-1, 4, 1.5, '0', null) },
];

/**
 * lab-run, the lab's columns, is the admin's alone: the corpus calls it as a signed-in reader, so
 * every body, valid or not, is refused (a GET of the lab's setup too) and nothing is stored. The
 * admin's own calls are in the function's integration test (tests/integration/ai/lab-run.test.ts).
 */
export const labRun = functionEndpoint('lab-run', {
  headers: (context) => functionHeaders(context, context.user.accessToken),
  valid: 'refused',
  rules: { otherMethods: 'either' },
  shape: () => ({
    valid: fc.record({ version_id: fc.uuid(), position: fc.integer({ min: 0, max: 3 }) }),
    fields,
    strict: true,
    maxBytes: 64 * 1024,
  }),
  more: (context, frame) => [
    fc.constant({
      hostile: 'signed out (the anon key)',
      expect: 'refused' as const,
      request: {
        method: frame.method,
        path: frame.path,
        headers: functionHeaders(context),
        body: '{"version_id": "00000000-0000-4000-8000-000000000001", "position": 0}',
      },
    }),
  ],
});
