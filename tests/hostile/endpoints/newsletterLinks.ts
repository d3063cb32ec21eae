import fc from 'fast-check';
import type { CorpusContext } from '../context.ts';
import type { CorpusCase } from '../corpusCase.ts';
import type { FieldSpec } from '../fieldCases.ts';
import type { Frame } from '../requests.ts';
import { badQuery } from '../percentEncoding.ts';
import { badText } from '../values.ts';
import { functionEndpoint } from './functionEndpoint.ts';

const unknownToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const tokenField = (tokens: fc.Arbitrary<string>): FieldSpec[] => [
  {
    path: ['token'],
    kind: 'text',
    required: true,
    refuses: fc.oneof(
      badText(43),
      fc.string({ maxLength: 42 }),
      unknownToken,
      tokens.map((token) => `${token}x`),
      tokens.map((token) => ` ${token}=`),
    ),
  },
];
const statusOf = (answer: unknown) => (answer as { status?: unknown } | undefined)?.status;

export const newsletterConfirm = functionEndpoint('newsletter-confirm', {
  shape: (context) => {
    const tokens = fc.constantFrom(...context.newsletter.confirmTokens);
    return { valid: fc.record({ token: tokens }), fields: tokenField(tokens), strict: true, maxBytes: 1024 };
  },
  stores: (_body, answer) => (statusOf(answer) === 'confirmed' ? { confirmed_subscribers: 1 } : {}),
});

/** The RFC 8058 one-click POST a mail program sends: a form body, the token in the query, no key. */
function oneClick(context: CorpusContext, frame: Frame): fc.Arbitrary<CorpusCase>[] {
  const tokens = fc.constantFrom(...context.newsletter.unsubscribeTokens);
  const post = (hostile: string, expect: CorpusCase['expect'], query: string, body = 'List-Unsubscribe=One-Click'): CorpusCase => ({
    hostile: `one-click: ${hostile}`,
    expect,
    request: { method: 'POST', path: `${frame.path}?${query}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
  });
  return [
    tokens.map((token) => post('valid', 'accepted', `token=${token}`)),
    fc
      .tuple(
        tokens,
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('List-Unsubscribe=one-click', 'List-Unsubscribe=', 'x'.repeat(2000))),
      )
      .map(([token, body]) => post('wrong form body', 'refused', `token=${token}`, body)),
    fc
      .oneof(unknownToken, fc.string({ maxLength: 50 }))
      .map((token) => post('wrong token', 'refused', `token=${encodeURIComponent(token)}`)),
    badQuery(['token']).map((query) => post('bad percent-encoding in the query', 'refused', query)),
    fc.constant(post('no token', 'refused', '')),
  ];
}

export const newsletterUnsubscribe = functionEndpoint('newsletter-unsubscribe', {
  shape: (context) => {
    const tokens = fc.constantFrom(...context.newsletter.unsubscribeTokens);
    return { valid: fc.record({ token: tokens }), fields: tokenField(tokens), strict: true, maxBytes: 1024 };
  },
  more: oneClick,
  stores: (_body, answer) => (statusOf(answer) === 'unsubscribed' ? { unsubscribed_subscribers: 1 } : {}),
});
