import { describe, expect, it } from 'vitest';
import { AuthFailure } from '../../../../server/auth/errors.ts';
import { fittingMetadata, maxUserMetadataBytes, mergedMetadata } from '../../../../server/auth/userMetadata.ts';

/** Metadata whose JSON text takes exactly `bytes` bytes. */
const ofSize = (bytes: number) => ({ note: 'x'.repeat(bytes - '{"note":""}'.length) });

describe('fittingMetadata', () => {
  it('accepts metadata up to the cap, measured as JSON text in UTF-8', () => {
    expect(fittingMetadata(ofSize(maxUserMetadataBytes))).toEqual(ofSize(maxUserMetadataBytes));
    expect(() => fittingMetadata(ofSize(maxUserMetadataBytes + 1))).toThrow(AuthFailure);
    const accents = { note: 'é'.repeat(2100) };
    expect(() => fittingMetadata(accents)).toThrow(/take 4211 bytes; the limit is 4096 bytes/);
  });

  it('lets metadata already over the cap shrink, but not grow or stay', () => {
    const stored = ofSize(6000);
    expect(fittingMetadata(ofSize(5000), stored)).toEqual(ofSize(5000));
    expect(() => fittingMetadata(ofSize(6000), stored)).toThrow(AuthFailure);
    expect(() => fittingMetadata(ofSize(7000), stored)).toThrow(AuthFailure);
  });
});

describe('mergedMetadata', () => {
  it('adds and replaces the keys given and removes those set to null, as GoTrue does', () => {
    expect(mergedMetadata({ a: 1, b: { deep: true }, c: 3 }, { b: 2, c: null, d: 'new' })).toEqual({ a: 1, b: 2, d: 'new' });
  });

  it('keeps a key named like an object property as plain data', () => {
    const changes = JSON.parse('{"__proto__":{"polluted":true},"constructor":null}') as Record<string, unknown>;
    const merged = mergedMetadata({ constructor: 'kept?' }, changes);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
