import { StorageError } from './storageError.ts';

/** The media type of a Content-Type value, without its parameters, lower-cased: `audio/webm;codecs=opus` → `audio/webm`. */
export function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * A declared type the bucket allows, as Supabase Storage decides it: an exact media type or a
 * family (`image/*`); no list allows anything.
 */
export function checkAllowedType(declared: string, allowed: readonly string[] | null, bucket: string): void {
  const type = mediaType(declared);
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type))
    throw new StorageError(
      415,
      'invalid_mime_type',
      `The upload's content type ${JSON.stringify(declared.slice(0, 100))} is not a media type.`,
    );
  if (!allowed) return;
  const family = `${type.split('/')[0]}/*`;
  if (!allowed.some((entry) => entry.toLowerCase() === type || entry.toLowerCase() === family))
    throw new StorageError(415, 'invalid_mime_type', `The bucket "${bucket}" does not take ${type} files; it takes ${allowed.join(', ')}.`);
}
