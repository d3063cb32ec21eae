import { describe, expect, it } from 'vitest';
import { newSecret, parseSecret, secretHash } from '../../../../../functions/_shared/credentials/keyFormat.ts';

describe('a credential secret', () => {
  it('is typed by its prefix, random, and recognised by its checksum', async () => {
    const made = await Promise.all([newSecret('mcp'), newSecret('api'), newSecret('api')]);
    expect(made.map(({ secret }) => secret.slice(0, 7))).toEqual(['sp_mcp_', 'sp_api_', 'sp_api_']);
    expect(new Set(made.map(({ secret }) => secret)).size).toBe(3);
    for (const { secret, hint, hash } of made) {
      expect(secret).toHaveLength(45);
      expect(parseSecret(secret)).toEqual({ kind: secret.slice(3, 6) });
      expect(hint).toBe(`${secret.slice(0, 11)}…${secret.slice(-4)}`);
      expect(hash).toBe(await secretHash(secret));
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('is refused when a character is changed, dropped or the prefix is swapped', async () => {
    const { secret } = await newSecret('api');
    const changedAt = (index: number) => `${secret.slice(0, index)}${secret[index] === 'a' ? 'b' : 'a'}${secret.slice(index + 1)}`;
    for (const index of [7, 20, 38, 44]) expect(parseSecret(changedAt(index)), `changed at ${index}`).toBeNull();
    expect(parseSecret(secret.slice(0, -1))).toBeNull();
    expect(parseSecret(`sp_mcp_${secret.slice(7)}`)?.kind).toBe('mcp');
    expect(parseSecret(`${secret} `)).toBeNull();
    expect(parseSecret('')).toBeNull();
  });

  it('hashes as SHA-256 of the whole text', async () => {
    expect(await secretHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
