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

/** Bodies that are not JSON at all. */
export const notJson = fc.oneof(
  fc.constantFrom('', '{', '{"email": }', 'null,', "{'single': 'quotes'}", 'undefined', '[1,2', '\u0000'),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => `{${text}`),
);

/** Strings that are not an email address a form would accept. */
export const badEmail = fc.oneof(
  nonString,
  overlong(254).map((text) => `${text}@example.test`),
  withControlCharacter.map((text) => `${text}@example.test`),
  fc.constantFrom(
    '',
    '   ',
    'plainaddress',
    'a@b',
    '@example.test',
    'name@',
    'a b@example.test',
    '<a>@example.test',
    'a@example.test>',
    'a@@example.test',
    'a@example..test',
    '"quoted"@example.test',
    'a@example.test,b@example.test',
  ),
  fc.string({ maxLength: 30 }).map((text) => text.replace(/@/g, '')),
);

/** A copy of `value` with `path` set to `replacement` (or removed when `replacement` is `remove`). */
export const remove = Symbol('remove');
export function withAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  // defineProperty, not assignment: `copy.__proto__ = x` would change the prototype instead of
  // adding the own key that a hostile JSON body carries.
  if (replacement === remove) delete parent[last];
  else Object.defineProperty(parent, last, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}
