import { describe, expect, it } from 'vitest';
import { appleCategories, isAppleCategory } from '../../../../../src/lib/publishing/appleCategories.ts';

describe('appleCategories', () => {
  it('lists Apple’s categories with their subcategories', () => {
    expect(Object.keys(appleCategories)).toHaveLength(19);
    expect(isAppleCategory('Business', 'Management')).toBe(true);
    expect(isAppleCategory('Technology', '')).toBe(true);
  });

  it('refuses a subcategory of another category, or a name Apple does not use', () => {
    expect(isAppleCategory('Technology', 'Management')).toBe(false);
    expect(isAppleCategory('Tech', '')).toBe(false);
  });
});
