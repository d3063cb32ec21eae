import { RestError } from './restError.ts';

export interface RowsAnswer {
  rows: unknown[];
  status: number;
  /** Total matching rows when the caller asked for a count. */
  total?: number;
  offset?: number;
  /** Without `return=representation` a write answers with no body. */
  withBody: boolean;
}

const objectMediaType = 'application/vnd.pgrst.object+json';

/** Builds the response PostgREST would: a JSON array, or one object for `.single()`, with Content-Range. */
export function rowsResponse(answer: RowsAnswer, accept: string | null): Response {
  const headers = new Headers({ 'Content-Range': contentRange(answer) });
  if (!answer.withBody) return new Response(null, { status: answer.status, headers });
  if (accept?.includes(objectMediaType)) {
    if (answer.rows.length !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${answer.rows.length} rows`,
      );
    }
    headers.set('Content-Type', `${objectMediaType}; charset=utf-8`);
    return new Response(JSON.stringify(answer.rows[0]), { status: answer.status, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(answer.rows), { status: answer.status, headers });
}

function contentRange({ rows, total, offset = 0, withBody }: RowsAnswer): string {
  const size = total === undefined ? '*' : String(total);
  if (!withBody || rows.length === 0) return `*/${size}`;
  return `${offset}-${offset + rows.length - 1}/${size}`;
}
