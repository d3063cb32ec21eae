import fc from 'fast-check';
import type { BodyVariant, Expectation, Path } from './corpusCase.ts';
import { fieldCases, deepNesting, type FieldSpec } from './fieldCases.ts';
import { nested, RawJson, toJsonText } from './jsonText.ts';
import { unstorableKey } from './unstorable.ts';
import { nonObject, notJson, unknownKey } from './values.ts';
import { valueAt, withAt } from './withAt.ts';

/**
 * The largest body the corpus sends: far past every JSON limit (1 MiB at most) and the images'
 * 10 MB, the size that once met a socket error instead of its 413. One copy serves every case.
 */
export const oversizedBodyBytes = 12 * 1024 * 1024;
const oversizedBody = new RawJson(`${' '.repeat(oversizedBodyBytes - 2)}{}`);

/** An endpoint's JSON body: how to make a valid one, and what each of its fields holds. */
export interface BodyShape {
  /** A valid body whose ids and addresses no other case uses. */
  valid: fc.Arbitrary<unknown>;
  fields: readonly FieldSpec[];
  /** Wrong types, unknown keys and non-object bodies are refused by the endpoint's schema; otherwise the database decides. */
  strict: boolean;
  /** The most bytes the endpoint reads. */
  maxBytes: number;
  /** The endpoint reads no body, so no body is refused for what it holds. */
  ignored?: boolean;
  /** Hostile bodies only this endpoint has (sizes its database measures, for one). */
  more?: readonly fc.Arbitrary<BodyVariant>[];
}

/** Every hostile body class applied to a fresh valid body: field by field, key by key, and as a whole. */
export function bodyVariants(shape: BodyShape): fc.Arbitrary<BodyVariant> {
  const variants = allVariants(shape);
  return shape.ignored ? variants.map((variant) => ({ ...variant, expect: 'either' as const })) : variants;
}

function allVariants(shape: BodyShape): fc.Arbitrary<BodyVariant> {
  const ifStrict: Expectation = shape.strict ? 'refused' : 'either';
  const objects = [
    { path: [] as Path, open: false },
    ...shape.fields.filter((field) => field.kind === 'object').map(({ path, open }) => ({ path, open: open ?? false })),
  ];
  const withKey = (hostile: string, key: fc.Arbitrary<string>, expect: (open: boolean) => Expectation) =>
    fc.tuple(shape.valid, fc.constantFrom(...objects), key).map(([body, { path, open }, name]) => ({
      body: valueAt(body, path) === undefined ? body : withAt(body, [...path, name], 'x'),
      hostile: `${hostile} in ${path.join('.') || 'the body'}`,
      expect: valueAt(body, path) === undefined ? 'either' : expect(open),
    }));
  return fc.oneof(
    ...(shape.fields.length === 0
      ? []
      : [
          {
            weight: 8,
            arbitrary: shape.valid.chain((body) =>
              fc.constantFrom(...presentFields(shape.fields, body)).chain((field) => fieldCases(body, field, shape.strict)),
            ),
          },
        ]),
    withKey('key with NUL or lone surrogate', unstorableKey, () => 'refused'),
    withKey('unknown key', unknownKey, (open) => (open ? 'either' : ifStrict)),
    shape.valid.chain((body) => padded(body, shape.maxBytes)),
    fc
      .tuple(shape.valid, deepNesting)
      .map(([body, depth]) => ({ body: nested(depth, body, 'array'), hostile: `body nested ${depth} deep`, expect: 'refused' as const })),
    nonObject.map((body) => ({ body, hostile: 'body not an object', expect: ifStrict })),
    notJson.map((text) => ({ body: new RawJson(text), hostile: 'body not JSON', expect: 'refused' as const })),
    fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body, hostile: 'any JSON body', expect: 'either' as const })),
    ...(shape.more ?? []),
  );
}

const overTheLimit = 'body over the size limit';
const farOverTheLimit = 'body far over the size limit';

/** Whether a case's body is past its endpoint's size limit: the cases whose 413 must reach the client before the connection closes. */
export const isOverTheLimit = (hostile: string) => hostile === overTheLimit || hostile === farOverTheLimit;

/** The valid body after whitespace that takes it past the size limit, or to just under it (still valid); or a body far past every limit. */
function padded(body: unknown, maxBytes: number): fc.Arbitrary<BodyVariant> {
  const text = toJsonText(body);
  const room = maxBytes - new TextEncoder().encode(text).byteLength;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: 1, max: Math.ceil(maxBytes / 2) }).map((extra) => ({
        body: new RawJson(`${' '.repeat(room + extra)}${text}`),
        hostile: overTheLimit,
        expect: 'refused' as const,
      })),
    },
    {
      weight: 4,
      arbitrary: fc.constant({
        body: new RawJson(`${text}${' '.repeat(Math.max(0, room))}`),
        hostile: 'body at the size limit',
        expect: 'either' as const,
      }),
    },
    // Rarer, as each costs 12 MiB of traffic: about 25 in the integration run, 35 in the benchmark.
    { weight: 1, arbitrary: fc.constant({ body: oversizedBody, hostile: farOverTheLimit, expect: 'refused' as const }) },
  );
}

/** The fields a body has, and the optional ones it may lack: a required field another variant of the body has not is left alone. */
function presentFields(fields: readonly FieldSpec[], body: unknown): FieldSpec[] {
  const present = fields.filter((field) => !field.required || valueAt(body, field.path) !== undefined);
  if (present.length === 0)
    throw new Error(`None of the fields ${fields.map((field) => field.path.join('.')).join(', ')} fits ${JSON.stringify(body)}.`);
  return present;
}
