import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../../../../src/lib/analytics/pageAddress.ts';

describe('the page address', () => {
  it('keeps only origin and path of an address, so tokens in queries never reach analytics', () => {
    expect(pageAddress('https://site.example/confirm?token_hash=secret#access_token=x')).toBe('https://site.example/confirm');
  });
});
