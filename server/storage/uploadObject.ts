import type { Caller } from '../rest/callerClaims.ts';
import { checkAllowedType, mediaType } from './contentType.ts';
import type { ObjectFiles } from './objectFiles.ts';
import type { Bucket, ObjectRows } from './objectRows.ts';
import { receiveFile, tooLarge } from './receiveFile.ts';
import { notFound } from './storageError.ts';
import { uploadBody } from './uploadBody.ts';

/** Without a bucket limit, a file may be this large (Supabase's default global limit is 50 MB; the site's buckets set their own). */
const defaultLimitBytes = 50 * 1024 * 1024;

/**
 * One upload: the policies are asked first (a dry run of the row's write, rolled back), so a
 * refused caller's file is never read; then the declared type and length against the bucket; then
 * the bytes, streamed to a new file and checked as they come; then the row, written as the caller.
 * Whatever fails, nothing stays stored. The database is not held while the file arrives.
 */
export async function uploadObject(
  context: { rows: ObjectRows; files: ObjectFiles; request: Request },
  caller: Caller,
  bucket: Bucket,
  key: string,
  mode: 'insert' | 'upsert' | 'update',
): Promise<{ Id: string; Key: string }> {
  const { rows, files, request } = context;
  const limitBytes = bucket.file_size_limit ?? defaultLimitBytes;
  const { version, path } = files.newVersion();
  const object = { bucket: bucket.id, name: key, version, metadata: null };
  const allowed = await rows.write(caller, mode, object, { dryRun: true });
  if (allowed === undefined) throw notFound();
  const declaredLength = Number(request.headers.get('content-length'));
  const multipart = /^multipart\//i.test(request.headers.get('content-type') ?? '');
  // A raw body's length is the file's; a form's adds a little framing, so it is judged as it arrives.
  if (!multipart && declaredLength > limitBytes) throw tooLarge(limitBytes);

  const body = await uploadBody(request, limitBytes);
  try {
    checkAllowedType(body.contentType, bucket.allowed_mime_types, bucket.id);
  } catch (error) {
    body.stream.destroy();
    throw error;
  }
  const received = await receiveFile(body.stream, path, { limitBytes, type: mediaType(body.contentType) });
  const replaced = mode === 'insert' ? undefined : await rows.storedVersion(bucket.id, key);
  const metadata = {
    eTag: received.eTag,
    size: received.size,
    mimetype: body.contentType,
    cacheControl: `max-age=${body.maxAgeSeconds}`,
    lastModified: new Date().toISOString(),
    contentLength: received.size,
    httpStatusCode: 200,
  };
  let id: string | undefined;
  try {
    id = await rows.write(caller, mode, { ...object, metadata });
  } catch (error) {
    await files.remove(version);
    throw error;
  }
  if (id === undefined) {
    await files.remove(version);
    throw notFound();
  }
  if (replaced && replaced !== version) await files.remove(replaced);
  return { Id: id, Key: `${bucket.id}/${key}` };
}
