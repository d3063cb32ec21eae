import type { ObjectRow } from './objectRows.ts';

/** An object as supabase-js's FileObject. */
export function fileObject(object: ObjectRow) {
  const { id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at } = object;
  return { id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at };
}

/** An object as `/object/info` answers it (supabase-js camel-cases it). */
export function objectInfo(object: ObjectRow) {
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    metadata: object.metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
