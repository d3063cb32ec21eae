import fc from 'fast-check';
import { badEmail } from '../emails.ts';
import type { FieldSpec } from '../fieldCases.ts';

/** The most bytes an auth route reads. */
export const authBodyBytes = 64 * 1024;

/** User metadata as the site's sign-up form sends it. */
export const metadata = fc.record(
  { full_name: fc.constantFrom('Dana Whitfield', 'Jörg Æbelø'), newsletter: fc.boolean() },
  { requiredKeys: [] },
);

export const metadataFields: FieldSpec[] = [
  { path: ['data'], kind: 'object', open: true },
  { path: ['data', 'full_name'], kind: 'text' },
];

export const emailField: FieldSpec = { path: ['email'], kind: 'text', required: true, refuses: badEmail };

export const linkTypeField: FieldSpec = {
  path: ['type'],
  kind: 'choice',
  required: true,
  refuses: fc.constantFrom('recovery', 'email_change', 'magiclink', ''),
};

/** A token shaped like the ones in confirmation links, never issued. */
export const linkToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
