import fc from 'fast-check';
import type { BodyVariant, CorpusRequest } from '../corpusCase.ts';
import { jsonEndpoint, type CorpusEntry } from '../entry.ts';
import type { FieldSpec } from '../fieldCases.ts';
import type { WatchedName } from '../storedRows.ts';
import { restVariants } from './restVariants.ts';
import { restHeaders, restRules } from './surfaces.ts';

export interface RestTable {
  table: WatchedName & string;
  row: fc.Arbitrary<Record<string, unknown>>;
  fields: FieldSpec[];
  /** The query and Prefer header the site's own client sends. */
  query: string;
  prefer: string;
  /** The column a repeat of a row is recognised by: a row repeating one stores nothing. */
  key: string;
}

/** An anonymous REST insert into a visitor table, as the site sends it, with PostgREST's own hostile inputs on top. */
export function restInsert(spec: RestTable): CorpusEntry {
  const valid = fc.oneof(spec.row, fc.array(spec.row, { minLength: 2, maxLength: 4 }));
  return jsonEndpoint({
    name: `POST /rest/v1/${spec.table}`,
    covers: [{ table: spec.table }],
    call: {
      method: 'POST',
      path: `/rest/v1/${spec.table}`,
      query: spec.query ? `?${spec.query}` : '',
      queryKeys: ['on_conflict', 'columns', 'select'],
    },
    headers: (context) => ({ ...restHeaders(context), Prefer: spec.prefer }),
    rules: restRules,
    shape: () => ({
      valid: spec.row,
      fields: spec.fields,
      strict: false,
      maxBytes: 1024 * 1024,
      more: [
        fc
          .tuple(spec.row, fc.array(spec.row, { minLength: 1, maxLength: 3 }))
          .map(([row, rows]): BodyVariant => ({ body: [...rows, row], hostile: 'valid rows', expect: 'accepted' })),
      ],
    }),
    more: (_context, frame) => restVariants(frame, valid, [...new Set(spec.fields.map((field) => String(field.path[0])))]),
    stores: (body, _answer, request) => ({ [spec.table]: distinctRows(body, spec.key, request) }),
  });
}

/** Rows the body stores: one per row, except repeats of a key (within `?columns=` when given). */
function distinctRows(body: unknown, key: string, request: CorpusRequest): number {
  const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  const columns = new URL(request.path, 'http://corpus').searchParams.get('columns');
  const keyed = !columns || columns.split(',').some((column) => column.trim().replace(/^"(.*)"$/, '$1') === key);
  const keys = new Set<unknown>();
  let count = 0;
  for (const row of rows) {
    const value = keyed ? row[key] : undefined;
    if (value === undefined || value === null) count += 1;
    else if (!keys.has(JSON.stringify(value))) {
      keys.add(JSON.stringify(value));
      count += 1;
    }
  }
  return count;
}
