import fc from 'fast-check';
import { badEmail, freshEmail } from '../emails.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { badText, nonString, overlong } from '../values.ts';
import { functionEndpoint } from './functionEndpoint.ts';

const valid = fc.record({
  name: fc.constantFrom('Dana Whitfield', 'Jörg Æbelø', '李小龍'),
  email: freshEmail('contact'),
  message: fc.constantFrom('We are planning an AI readiness workshop for our leadership team.\nCould we talk about a date?', 'Hello 👋'),
  website: fc.constant(''),
});

const fields: FieldSpec[] = [
  {
    path: ['name'],
    kind: 'text',
    required: true,
    refuses: fc.oneof(
      badText(200),
      fc.constantFrom(
        '',
        '   ',
        'Dana\nBcc: victim@example.test',
        'Dana\rWhitfield',
        'Dana\tWhitfield',
        'Dana\u2028Whitfield',
        'Dana\u0085W',
      ),
    ),
  },
  { path: ['email'], kind: 'text', required: true, refuses: badEmail },
  { path: ['message'], kind: 'text', required: true, refuses: fc.oneof(badText(5000), fc.constantFrom('', ' \n\t ')) },
  // A honeypot filled with any text is a bot, answered 200 and stored nowhere: only wrong types and oversize are refused.
  { path: ['website'], kind: 'text', refuses: fc.oneof(nonString, overlong(500)) },
];

export const contactSubmit = functionEndpoint('contact-submit', {
  shape: () => ({ valid, fields, strict: true, maxBytes: 16 * 1024 }),
  stores: (body) => {
    const website = (body as { website?: unknown }).website;
    return typeof website === 'string' && website.trim() ? {} : { contact_messages: 1, mails: 1 };
  },
});
