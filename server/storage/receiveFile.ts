import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { contentMatches, sniffBytes } from './sniff.ts';
import { StorageError } from './storageError.ts';

export interface ReceivedFile {
  size: number;
  /** A quoted MD5 of the bytes, as Supabase Storage's ETags are. */
  eTag: string;
}

/**
 * Writes an upload to `path` chunk by chunk (at most one chunk in memory), refusing it as soon as
 * it passes the bucket's limit or its first bytes are not its declared type. A refused or broken
 * upload leaves no file behind.
 */
export async function receiveFile(stream: Readable, path: string, rules: { limitBytes: number; type: string }): Promise<ReceivedFile> {
  const file = await open(path, 'wx');
  const hash = createHash('md5');
  let size = 0;
  let head: Uint8Array | undefined = new Uint8Array(0);
  const checkHead = () => {
    if (head && !contentMatches(rules.type, head))
      throw new StorageError(415, 'invalid_mime_type', `The file's content is not ${rules.type}: its first bytes do not match that type.`);
    head = undefined;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > rules.limitBytes || (stream as { truncated?: boolean }).truncated) throw tooLarge(rules.limitBytes);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength >= sniffBytes) checkHead();
      }
      hash.update(chunk);
      await file.write(chunk);
    }
    if ((stream as { truncated?: boolean }).truncated) throw tooLarge(rules.limitBytes);
    checkHead();
    await file.close();
    return { size, eTag: `"${hash.digest('hex')}"` };
  } catch (error) {
    stream.destroy();
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}

export function tooLarge(limitBytes: number): StorageError {
  return new StorageError(413, 'Payload too large', `The object exceeded the maximum allowed size of ${describeBytes(limitBytes)}.`);
}

function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}
