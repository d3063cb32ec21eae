import { describe, expect, it } from 'vitest';
import { randomUuid } from '../../../../src/lib/randomUuid.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('makes version 4 UUIDs with or without crypto.randomUUID', () => {
    expect(randomUuid({ randomUUID: () => 'from-the-browser', getRandomValues: (bytes) => bytes })).toBe('from-the-browser');
    const fromBytes = randomUuid({
      getRandomValues: <T extends ArrayBufferView | null>(bytes: T) => {
        if (bytes instanceof Uint8Array) bytes.fill(0xff);
        return bytes;
      },
    });
    expect(fromBytes).toMatch(uuidV4);
  });
});
