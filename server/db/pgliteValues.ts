import { types as pglite } from '@electric-sql/pglite';
import type { CustomTypesConfig } from 'pg';

type Parse = (text: string) => unknown;

/**
 * Type parsers for node-postgres that turn a value's text into the JavaScript value PGlite gives
 * for it, by calling PGlite's own parsers: int8 is a number (a bigint beyond 2^53), date and
 * timestamps are Dates, bytea a Uint8Array, json and jsonb parsed, arrays parsed element by
 * element; numeric, interval, uuid, inet and other types stay text. node-postgres's defaults
 * differ (int8 and bytea, date at local midnight, interval as an object), so code tested on one
 * would read other values on the other. Given per pool, so no other pg user in the process
 * changes.
 */
export function pgliteTypeParsers(): { types: CustomTypesConfig; learnArrayTypes(rows: ArrayTypeRow[]): void } {
  const parsers = new Map<number, Parse>();
  for (const [key, parse] of Object.entries(pglite.parsers)) {
    const oid = Number(key);
    if (Number.isInteger(oid)) parsers.set(oid, (text) => parse(text, oid));
  }
  const getTypeParser = (oid: number) => parsers.get(oid) ?? asText;
  return {
    types: { getTypeParser: getTypeParser as CustomTypesConfig['getTypeParser'] },
    // PGlite learns the array types from pg_type when it opens; the pool does the same.
    learnArrayTypes(rows) {
      for (const { oid, typarray } of rows) {
        const element = pglite.parsers[oid];
        parsers.set(typarray, (text) => pglite.arrayParser(text, element as Parse, typarray));
      }
    },
  };
}

export interface ArrayTypeRow {
  oid: number;
  typarray: number;
}

/** The query PGlite runs for the same purpose. */
export const arrayTypesQuery = `
  select b.oid, b.typarray
  from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A'
  group by b.oid, b.typarray`;

const asText: Parse = (text) => text;
