import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { byteRange } from '../static/byteRange.ts';
import type { ObjectFiles } from './objectFiles.ts';
import type { ObjectRow } from './objectRows.ts';
import { notFound } from './storageError.ts';

/**
 * A stored file as a download: streamed from disk, one byte range of it for a `Range` request
 * (206, or 416 past its end: how audio players seek), with its type, length, ETag and caching.
 * A public object may be cached by anyone; the others only by the browser that fetched them.
 */
export async function objectResponse(
  request: Request,
  files: ObjectFiles,
  object: ObjectRow,
  options: { public: boolean; download?: string | null },
): Promise<Response> {
  const path = files.pathOf(object.version);
  const size = path ? await files.sizeOf(path) : undefined;
  if (!path || size === undefined) throw notFound();
  const eTag = object.metadata?.eTag;
  const maxAge = /max-age=(\d+)/.exec(object.metadata?.cacheControl ?? '')?.[1] ?? '3600';
  const headers = new Headers({
    'Content-Type': object.metadata?.mimetype ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': `${options.public ? 'public' : 'private'}, max-age=${maxAge}`,
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    // A stored file is data, never a page of this site: opened directly, it runs nothing.
    'Content-Security-Policy': "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  if (eTag) headers.set('ETag', eTag);
  if (options.download !== undefined && options.download !== null)
    headers.set('Content-Disposition', attachment(options.download, object.name));
  if (
    eTag &&
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(eTag)
  )
    return new Response(null, { status: 304, headers });

  const range = byteRange(request.headers, size, eTag);
  const head = request.method === 'HEAD';
  if (range.answer === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  const [start, end, status] = range.answer === 'part' ? [range.start, range.end, 206] : [0, size - 1, 200];
  if (status === 206) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (head || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/** `?download` names the saved file: empty means the object's own file name. */
function attachment(requested: string, key: string): string {
  const name = (requested || key.split('/').pop() || 'download').slice(0, 200).toWellFormed();
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
