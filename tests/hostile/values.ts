import fc from 'fast-check';

/** Values of every JSON type but text: wrong for any text field. */
export const nonString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
);

/** Wrong for an id field: another type, or text that is not a UUID. */
export const notUuid = fc.oneof(nonString, fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', 'a'.repeat(36)));

/** Values of every JSON type but an object: wrong for any object field or body. */
export const nonObject = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
);

/** Text longer than `max` characters (after trimming). */
export const overlong = (max: number) => fc.integer({ min: 1, max: 200 }).map((extra) => 'x'.repeat(max + extra));

/** Text carrying a control character that no form or page sends. */
export const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 8 }), fc.string({ maxLength: 12 }))
  .map(([before, code, after]) => `a${before}${String.fromCharCode(code)}${after}`);

/** Wrong for a bounded text field: another type, too long, or with control characters. */
export const badText = (max: number) => fc.oneof(nonString, overlong(max), withControlCharacter);

/** A key that no body has, including the keys that try prototype pollution. */
export const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id'),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `x_${key}`),
);

/**
 * Bodies that are not JSON at all. One byte order mark before JSON is read past, by the decoder
 * of every runtime as RFC 8259 allows; a second one is not JSON.
 */
export const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"email": }',
    'null,',
    "{'single': 'quotes'}",
    'undefined',
    '[1,2',
    '\u0000',
    '{"a":1}{"b":2}',
    '\ufeff\ufeff{}',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => `{${text}`),
);
