import type { Caller } from '../rest/callerClaims.ts';
import type { ObjectRows } from './objectRows.ts';
import { keyPattern } from './objectPath.ts';
import { badRequest } from './storageError.ts';

export interface ListRequest {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortBy: { column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at'; order: 'asc' | 'desc' };
}

const sortColumns = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
/** Objects read under one prefix, at most: enough for the site's folders, bounded for a hostile one. */
const maxScanned = 10_000;

/** supabase-js's list body: `{prefix, limit, offset, sortBy: {column, order}, search}`. */
export function readListRequest(body: Record<string, unknown>): ListRequest {
  const prefix = body.prefix ?? '';
  const limit = body.limit ?? 100;
  const offset = body.offset ?? 0;
  const search = body.search ?? '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (typeof prefix !== 'string' || prefix.length > 1024 || (prefix !== '' && !keyPattern.test(prefix)))
    throw badRequest('prefix must be a folder path of at most 1024 characters, in the characters object keys use.');
  if (typeof search !== 'string' || search.length > 1024) throw badRequest('search must be text of at most 1024 characters.');
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 1000)
    throw badRequest('limit must be a whole number from 1 to 1000.');
  if (!Number.isInteger(offset) || (offset as number) < 0 || (offset as number) > maxScanned)
    throw badRequest(`offset must be a whole number from 0 to ${maxScanned}.`);
  if (typeof sortBy !== 'object' || sortBy === null) throw badRequest('sortBy must be {column, order}.');
  const column = sortBy.column ?? 'name';
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (!sortColumns.includes(column as ListRequest['sortBy']['column']))
    throw badRequest(`sortBy.column must be one of ${sortColumns.join(', ')}.`);
  if (order !== 'asc' && order !== 'desc') throw badRequest('sortBy.order must be asc or desc.');
  return {
    prefix: prefix.replace(/^\/+|\/+$/g, ''),
    limit: limit as number,
    offset: offset as number,
    search,
    sortBy: { column: column as ListRequest['sortBy']['column'], order },
  };
}

/**
 * One folder's entries, as Supabase's `storage.search` answers them: the files directly in it and
 * its subfolders (an entry with a null id), of the objects the caller may see.
 */
export async function listFolder(rows: ObjectRows, caller: Caller, bucket: string, request: ListRequest) {
  const folder = request.prefix === '' ? '' : `${request.prefix}/`;
  const objects = await rows.under(caller, bucket, folder, maxScanned);
  const entries = new Map<string, Record<string, unknown>>();
  for (const object of objects) {
    const rest = object.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(request.search.toLowerCase()) || entries.has(name)) continue;
    entries.set(
      name,
      slash === -1
        ? {
            name,
            id: object.id,
            updated_at: object.updated_at,
            created_at: object.created_at,
            last_accessed_at: object.last_accessed_at,
            metadata: object.metadata,
          }
        : { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    );
  }
  const { column, order } = request.sortBy;
  const sorted = [...entries.values()].sort((a, b) => {
    const [x, y] = [String(a[column] ?? ''), String(b[column] ?? '')];
    return (x < y ? -1 : x > y ? 1 : 0) * (order === 'asc' ? 1 : -1);
  });
  return sorted.slice(request.offset, request.offset + request.limit);
}
