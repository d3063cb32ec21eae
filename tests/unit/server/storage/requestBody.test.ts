import { describe, expect, it } from 'vitest';
import { readJson } from '../../../../server/storage/requestBody.ts';
import { StorageError } from '../../../../server/storage/storageError.ts';

const chunkBytes = 16 * 1024;
const limitBytes = 256 * 1024;

/** A JSON body that never ends, sent without a length, counting the bytes pulled from it and whether it was cancelled. */
function endlessBody() {
  const seen = { pulled: 0, cancelled: false };
  const padding = new TextEncoder().encode(' '.repeat(chunkBytes));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"prefixes": ["a.png"]'));
    },
    pull(controller) {
      seen.pulled += padding.byteLength;
      controller.enqueue(padding);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request('http://storage.test/object/drafts', {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, seen };
}

describe("storage's JSON bodies", () => {
  it('refuse a body sent without a length once it passes 256 KB, reading no further', async () => {
    const { request, seen } = endlessBody();
    expect(request.headers.has('content-length')).toBe(false);
    const refused = await readJson(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({ status: 413, kind: 'Payload too large' });
    expect(seen.cancelled).toBe(true);
    // The chunk that passes the limit, and one the stream may have pulled ahead: never the rest.
    expect(seen.pulled).toBeLessThanOrEqual(limitBytes + 2 * chunkBytes);
  });

  it('refuse a declared length over 256 KB before reading anything', async () => {
    const request = new Request('http://storage.test/object/drafts', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(limitBytes + 1) },
      body: '{}',
    });
    await expect(readJson(request)).rejects.toMatchObject({ status: 413 });
    expect(request.bodyUsed).toBe(false);
  });
});
