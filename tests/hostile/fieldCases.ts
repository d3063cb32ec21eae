import fc from 'fast-check';
import type { BodyVariant, Expectation, Path } from './corpusCase.ts';
import { nested } from './jsonText.ts';
import { hugeNumber } from './numbers.ts';
import { outOfRangeTimestamp } from './timestamps.ts';
import { withUnstorable } from './unstorable.ts';
import { nonObject, nonString } from './values.ts';
import { remove, valueAt, withAt } from './withAt.ts';

/** What a field holds, which decides the wrong types and hostile values it is tried with. */
export type FieldKind = 'text' | 'choice' | 'number' | 'boolean' | 'timestamp' | 'object' | 'array';

export interface FieldSpec {
  path: Path;
  kind: FieldKind;
  /** Removing it must be refused. */
  required?: boolean;
  /** null is a valid value. */
  nullable?: boolean;
  /** An object that keeps keys it does not know (extras, metadata). */
  open?: boolean;
  /** Values this field must refuse beyond the hostile classes every field gets. */
  refuses?: fc.Arbitrary<unknown>;
}

/** Nesting depths past the JSON reader's limit, up to what used to overflow a recursive parser. */
export const deepNesting = fc.constantFrom(65, 200, 1000, 4600, 20_000, 100_000);

const wrongTypes: Record<FieldKind, fc.Arbitrary<unknown>> = {
  text: nonString,
  choice: nonString,
  timestamp: fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.constant({})),
  number: fc.oneof(fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null), fc.constant([1])),
  boolean: fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null), fc.constant({})),
  object: nonObject,
  array: fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer(), fc.constant({})),
};

/**
 * The hostile values tried in one field of a valid body. `strict` says whether the endpoint
 * refuses a wrong type itself (a schema) or leaves it to the database, which casts some.
 */
export function fieldCases(body: unknown, field: FieldSpec, strict: boolean): fc.Arbitrary<BodyVariant> {
  const where = field.path.join('.');
  const at = (hostile: string, expect: Expectation) => (value: unknown) => ({
    body: withAt(body, field.path, value),
    hostile: `${hostile} in ${where}`,
    expect,
  });
  const ifStrict: Expectation = strict ? 'refused' : 'either';
  const original = valueAt(body, field.path);
  const numeric = field.kind === 'number' || field.kind === 'timestamp';
  const wrongType = field.nullable ? wrongTypes[field.kind].filter((value) => value !== null) : wrongTypes[field.kind];
  // What the database refuses weighs most: it is what a schema lets through.
  return fc.oneof(
    ...(typeof original === 'string'
      ? [{ weight: 4, arbitrary: withUnstorable(original).map(at('NUL or lone surrogate', 'refused')) }]
      : []),
    ...(field.kind === 'timestamp' ? [{ weight: 4, arbitrary: outOfRangeTimestamp.map(at('out-of-range timestamp', 'refused')) }] : []),
    ...(field.refuses ? [{ weight: 2, arbitrary: field.refuses.map(at('invalid value', 'refused')) }] : []),
    wrongType.map(at('wrong type', ifStrict)),
    fc.constant(remove).map(at('missing field', field.required ? 'refused' : 'either')),
    hugeNumber.map(at('huge number', numeric ? 'either' : ifStrict)),
    fc
      .tuple(deepNesting, fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>)
      .map(([depth, kind]) => at(`nesting ${depth} deep`, 'refused')(nested(depth, 1, kind))),
    fc.jsonValue({ maxDepth: 2 }).map(at('any JSON', 'either')),
  );
}
