import fc from 'fast-check';
import type { CorpusCase } from './corpusCase.ts';
import { invalidUtf8 } from './unstorable.ts';
import { oddMethods, type Frame } from './requests.ts';

/** Headers the backend reads, each worth a random value. */
const readHeaders = [
  'Prefer',
  'Accept',
  'Accept-Profile',
  'Content-Profile',
  'Range',
  'Content-Type',
  'User-Agent',
  'X-Real-IP',
  'X-Forwarded-For',
  'Origin',
  'apikey',
  'Authorization',
];

/** Printable ASCII, which any HTTP client may put in a header. */
const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

/** Generic fuzz around an endpoint: any method, sub-path, query, headers and body bytes. Nothing is expected but a clean answer. */
export function anyRequest(frame: Frame): fc.Arbitrary<CorpusCase> {
  const body = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc
      .tuple(fc.string({ maxLength: 20 }), invalidUtf8)
      .map(([text, bytes]) => Uint8Array.from([...new TextEncoder().encode(text), ...bytes])),
  );
  return fc
    .record({
      method: fc.constantFrom(frame.method, ...oddMethods),
      suffix: fc.oneof(fc.constant(''), fc.webPath({ size: 'small' })),
      query: fc.oneof(
        fc.constant(frame.query),
        fc.webQueryParameters({ size: 'small' }).map((query) => `?${query}`),
      ),
      headers: fc.dictionary(fc.constantFrom(...readHeaders), headerValue, { maxKeys: 3 }),
      body,
    })
    .map(({ method, suffix, query, headers, body }) => ({
      hostile: 'generic fuzz',
      expect: 'either',
      request: {
        method,
        path: `${frame.path}${suffix}${query}`,
        headers: { ...frame.headers, ...headers },
        body: ['GET', 'HEAD'].includes(method) ? undefined : body,
      },
    }));
}
