import { describe, expect, it } from 'vitest';
import { isBrandSiteLink } from '../../../../../src/lib/analytics/brandSiteLink.ts';

describe('brand site links', () => {
  const brand = 'https://brand.example';

  it('tells brand site links from others', () => {
    expect(isBrandSiteLink('https://brand.example/talks', 'https://platform.example/advisory', brand)).toBe(true);
    expect(isBrandSiteLink('/contact', 'https://platform.example/advisory', brand)).toBe(false);
    expect(isBrandSiteLink('https://brand.example/talks', 'https://platform.example/advisory', undefined)).toBe(false);
  });
});
