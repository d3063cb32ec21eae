import type { Database, Queries } from '../db/database.ts';
import type { Caller } from '../rest/callerClaims.ts';
import { runAsCaller } from '../rest/runAsCaller.ts';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const objectColumns = `id, bucket_id, name, owner, owner_id, version, metadata,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(last_accessed_at) #>> '{}' as last_accessed_at`;
const bucketColumns = `id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, owner,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`;

/** Storage's queries as the caller (row-level security decides) or as the server itself (buckets' rules, public and signed reads). */
export function objectRows(db: Database) {
  const asCaller = <T>(caller: Caller, work: (tx: Queries) => Promise<T>) => runAsCaller(db, caller, { settings: {} }, work);
  const ownerOf = (caller: Caller) => {
    const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
    return { owner: sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null, ownerId: sub };
  };

  return {
    /** A bucket's rules, read by the server whatever the caller may see (as Supabase Storage reads them). */
    async bucket(id: string): Promise<Bucket | undefined> {
      return (await db.query<Bucket>(`select ${bucketColumns} from storage.buckets where id = $1`, [id])).rows[0];
    },

    async bucketsAsCaller(caller: Caller, id?: string): Promise<Bucket[]> {
      return asCaller(caller, async (tx) => {
        const where = id === undefined ? '' : 'where id = $1';
        return (await tx.query<Bucket>(`select ${bucketColumns} from storage.buckets ${where} order by name`, id === undefined ? [] : [id]))
          .rows;
      });
    },

    async objectAsServer(bucket: string, name: string): Promise<ObjectRow | undefined> {
      return (await db.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]))
        .rows[0];
    },

    async objectAsCaller(caller: Caller, bucket: string, name: string): Promise<ObjectRow | undefined> {
      return asCaller(
        caller,
        async (tx) =>
          (await tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]))
            .rows[0],
      );
    },

    /** The stored version of a name, whoever may see it: the file to remove once a new one replaced it. */
    async storedVersion(bucket: string, name: string): Promise<string | undefined> {
      const { rows } = await db.query<{ version: string | null }>(
        `select version from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
      return rows[0]?.version ?? undefined;
    },

    /**
     * Writes the object's row as the caller: a new row (`insert`), a new row or the existing one
     * replaced (`upsert`), or the existing one replaced (`update`; undefined when there is none the
     * caller may change). `dryRun` rolls the write back: the policies' verdict before any byte of
     * the file is read.
     */
    async write(
      caller: Caller,
      mode: 'insert' | 'upsert' | 'update',
      object: { bucket: string; name: string; version: string; metadata: ObjectMetadata | null },
      options: { dryRun?: boolean } = {},
    ): Promise<string | undefined> {
      const { owner, ownerId } = ownerOf(caller);
      const id = crypto.randomUUID();
      const params = [
        object.bucket,
        object.name,
        owner,
        ownerId,
        object.metadata === null ? null : JSON.stringify(object.metadata),
        object.version,
      ];
      const rolledBack = new Error('dry run');
      let written: string | undefined;
      const result = asCaller(caller, async (tx) => {
        if (mode === 'update') {
          const { rows } = await tx.query<{ id: string }>(
            `update storage.objects set owner = $3, owner_id = $4, metadata = $5::jsonb, version = $6, updated_at = now(), last_accessed_at = now()
             where bucket_id = $1 and name = $2 returning id`,
            params,
          );
          written = rows[0]?.id;
        } else {
          // No RETURNING on a plain insert: the insert policy alone decides, as for Supabase's uploads.
          const conflict =
            mode === 'upsert'
              ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                 metadata = excluded.metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()`
              : '';
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version) values ($7, $1, $2, $3, $4, $5::jsonb, $6) ${conflict}`,
            [...params, id],
          );
          written =
            mode === 'upsert'
              ? (await tx.query<{ id: string }>(`select id from storage.objects where bucket_id = $1 and name = $2`, params.slice(0, 2)))
                  .rows[0]?.id
              : id;
        }
        if (options.dryRun) throw rolledBack;
        return written;
      });
      return result.catch((error: unknown) => {
        if (error === rolledBack) return written;
        throw error;
      });
    },

    /** Deletes the named objects the caller may delete; answers the rows deleted. */
    async remove(caller: Caller, bucket: string, names: readonly string[]): Promise<ObjectRow[]> {
      return asCaller(
        caller,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`,
              [bucket, names],
            )
          ).rows,
      );
    },

    /** The objects under a prefix the caller may see, at most `limit` of them by name. */
    async under(caller: Caller, bucket: string, prefix: string, limit: number): Promise<ObjectRow[]> {
      const pattern = `${prefix.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      return asCaller(
        caller,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `select ${objectColumns} from storage.objects where bucket_id = $1 and name like $2 order by name limit $3`,
              [bucket, pattern, limit],
            )
          ).rows,
      );
    },
  };
}

export type ObjectRows = ReturnType<typeof objectRows>;
