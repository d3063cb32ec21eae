import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { badRequest } from './storageError.ts';

/** The file an upload carries, still unread: its bytes, declared type and cache lifetime. */
export interface UploadBody {
  stream: Readable;
  contentType: string;
  /** Seconds, as supabase-js sends `cacheControl` (a form field, or `Cache-Control: max-age=N`). */
  maxAgeSeconds: number;
}

const defaultMaxAge = 3600;

/**
 * supabase-js sends a Blob or File as multipart form data (a `cacheControl` field, then the file
 * part, whose own Content-Type is the declared type) and anything else (a Buffer, a string, a
 * stream) as the raw body with its Content-Type. Either way the file is handed on as a stream,
 * never read whole into memory.
 */
export function uploadBody(request: Request, fileLimitBytes: number): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) throw badRequest('The upload has no body: send the file as the request body or as multipart form data.');
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  if (/^multipart\/form-data/i.test(contentType)) return multipartFile(source, contentType, fileLimitBytes);
  return Promise.resolve({
    stream: source,
    contentType: contentType || 'application/octet-stream',
    maxAgeSeconds: maxAgeOf(/max-age=(\d+)/.exec(request.headers.get('cache-control') ?? '')?.[1]),
  });
}

function maxAgeOf(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isSafeInteger(seconds) && seconds >= 0 ? seconds : defaultMaxAge;
}

function multipartFile(source: Readable, contentType: string, fileLimitBytes: number): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    let maxAgeSeconds = defaultMaxAge;
    let file: BusboyFileStream | undefined;
    let parser: ReturnType<typeof Busboy>;
    try {
      // One byte past the limit, so an oversize file is told apart from one exactly at it.
      parser = Busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 10, fileSize: fileLimitBytes + 1 } });
    } catch (error) {
      reject(badRequest(`The multipart body cannot be read: ${error instanceof Error ? error.message : String(error)}.`));
      return;
    }
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') maxAgeSeconds = maxAgeOf(value);
    });
    parser.on('file', (_field, stream, _fileName, _encoding, mimeType) => {
      file = stream;
      resolve({ stream, contentType: mimeType || 'application/octet-stream', maxAgeSeconds });
    });
    parser.on('error', (error: unknown) => {
      const failure = badRequest(`The multipart body cannot be read: ${error instanceof Error ? error.message : String(error)}.`);
      if (file) file.destroy(failure);
      else reject(failure);
    });
    parser.on('finish', () => {
      if (!file) reject(badRequest('The multipart body holds no file: append the file to the form data.'));
    });
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
  });
}
