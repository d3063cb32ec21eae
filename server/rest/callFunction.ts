import type { Queries } from '../db/database.ts';
import type { FunctionInfo } from './catalog.ts';
import { createParams, quoteIdent } from './sqlText.ts';

/**
 * POST /rest/v1/rpc/<fn> with named JSON arguments (GET takes them from the query). Each
 * argument is taken out of the JSON body and cast to the type the catalog gives for it.
 */
export async function callFunction(tx: Queries, info: FunctionInfo, args: Record<string, unknown>): Promise<Response> {
  const params = createParams();
  const names = Object.keys(args);
  // A parameter the statement never uses is an error in Postgres, so the body goes in only when named.
  const body = names.length > 0 ? params.add(JSON.stringify(args)) : '';
  const named = names.map((arg) => {
    const type = info.args.find((candidate) => candidate.name === arg)?.type ?? 'text';
    return `${quoteIdent(arg)} => ${argumentValue(body, arg, type)}`;
  });
  const call = `public.${quoteIdent(info.name)}(${named.join(', ')})`;
  if (info.returnType === 'void') {
    await tx.query(`select ${call}`, params.values);
    return new Response(null, { status: 204 });
  }
  const sql = info.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json) as result from ${call} as _r`
    : `select to_json(${call}) as result`;
  const result = await tx.query<{ result: unknown }>(sql, params.values);
  return Response.json(result.rows[0]?.result ?? null);
}

function argumentValue(body: string, arg: string, type: string): string {
  const key = `'${arg.replaceAll("'", "''")}'`;
  if (type === 'json' || type === 'jsonb') return `(${body}::jsonb -> ${key})::${type}`;
  if (type.endsWith('[]')) return `(select array_agg(_e) from jsonb_array_elements_text(${body}::jsonb -> ${key}) as _e)::${type}`;
  return `(${body}::jsonb ->> ${key})::${type}`;
}
