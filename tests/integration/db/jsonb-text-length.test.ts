import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonbTextLength } from '../../../functions/_shared/jsonbTextLength.ts';
import { openEmptyDatabase, type EmptyDatabase } from '../support/emptyDatabase.ts';

let empty: EmptyDatabase;
beforeAll(async () => {
  empty = await openEmptyDatabase();
});
afterAll(() => empty.close());

/** Any character the database stores: every code point but NUL, with the escaped ones and controls often. */
const character = fc
  .oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
  .filter((text) => text !== '\u0000');
const text = fc.string({ unit: character, maxLength: 12 });
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e300, -1.7976931348623157e308, 5e-324, 1e21, 1.5e-7, 0.000001, 123.456, -0),
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie('json'), { maxLength: 5 }),
    fc.dictionary(text, tie('json'), { maxKeys: 5 }),
  ),
}));

async function databaseLength(value: unknown): Promise<number> {
  const { rows } = await empty.db.query<{ length: number }>('select length($1::jsonb::text) as length', [JSON.stringify(value)]);
  return rows[0]?.length ?? Number.NaN;
}

describe('the jsonb text length', () => {
  it('equals the length PostgreSQL gives the value as jsonb text, for any JSON the database stores', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(json, async (value) => {
        expect(jsonbTextLength(value)).toBe(await databaseLength(value));
      }),
      { seed: 20260118, numRuns: 500 },
    );
  });

  it('counts the values a size check meets most: many small keys and huge numbers', async () => {
    const manyKeys = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`k${index}`, index]));
    const huge = { a: 1e300, b: [-1e-300, 1.7976931348623157e308] };
    for (const value of [manyKeys, huge]) expect(jsonbTextLength(value)).toBe(await databaseLength(value));
    expect(jsonbTextLength(manyKeys)).toBeGreaterThan(JSON.stringify(manyKeys).length + 1000);
  });
});
