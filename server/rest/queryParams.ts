import { unstorableCharacter } from '../../functions/_shared/http/storableJson.ts';
import { RestError } from './restError.ts';

export interface Filter {
  column: string;
  operator: string;
  negated: boolean;
  value: string;
}
export interface Ordering {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Query keys with a meaning of their own; every other key is a filter on a column. */
const reservedKeys = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const unsupportedKeys = new Set(['or', 'and', 'not.or', 'not.and']);

/** The table or function the path names; a malformed percent-escape names nothing, as PostgREST's PGRST125 says. */
export function nameInPath(pathname: string): string {
  const segment = pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL', `"${segment}" is not valid percent-encoding.`);
  }
}

/**
 * The query string, once no name or value in it holds what Postgres cannot take as text (a NUL
 * from %00): every filter, select, order, columns and on_conflict value ends up as SQL text.
 */
export function storableQuery(params: URLSearchParams): URLSearchParams {
  for (const [key, value] of params) {
    const character = unstorableCharacter(key) ?? unstorableCharacter(value);
    if (character) throw parseError(`The query parameter ${JSON.stringify(key)} contains ${character}.`);
  }
  return params;
}

export function parseFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of params) {
    if (reservedKeys.has(key)) continue;
    if (unsupportedKeys.has(key))
      throw parseError(`"${key}" filters are not supported by the embedded backend; use one filter per column.`);
    const match = /^(not\.)?([a-z]+)\.([\s\S]*)$/.exec(raw);
    if (!match?.[2] || match[3] === undefined)
      throw parseError(`failed to parse filter (${raw}) on "${key}": expected operator.value, e.g. eq.5`);
    filters.push({ column: key, negated: Boolean(match[1]), operator: match[2], value: match[3] });
  }
  return filters;
}

/** `select=*` or plain column names; embedded resources and casts are not part of this backend. */
export function parseSelect(raw: string | null): '*' | string[] {
  const items = (raw ?? '*')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0 || items.includes('*')) {
    if (items.length > 1) throw parseError(`select "${raw}" mixes * with columns; use one or the other.`);
    return '*';
  }
  for (const item of items) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(item))
      throw parseError(`select item "${item}" is not a plain column name; embedded resources, renames and casts are not supported.`);
  }
  return items;
}

export function parseOrder(raw: string | null): Ordering[] {
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const [column, ...modifiers] = part.split('.');
    if (!column) throw parseError(`order "${raw}" has an empty column.`);
    const ordering: Ordering = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') ordering.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') ordering.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`order modifier "${modifier}" in "${raw}": expected asc, desc, nullsfirst or nullslast.`);
    }
    return ordering;
  });
}

export function parseCount(raw: string | null, name: 'limit' | 'offset'): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`${name} must be a whole number; received "${raw}".`);
  return Number(raw);
}

/** `?columns="a","b"` as supabase-js sends it for array inserts; a column named twice counts once, as PostgREST reads it as a set. */
export function parseColumnList(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  const names = raw
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
  return [...new Set(names)];
}

export function parseError(message: string): RestError {
  return new RestError(400, 'PGRST100', message);
}
