import { describe, expect, it } from 'vitest';
import { notFoundOnward } from '../../../../../src/lib/shell/notFoundRoute.ts';

describe('the 404 page’s links onward', () => {
  it('lead only to pages a reader can open without an account', () => {
    expect(notFoundOnward.length).toBeGreaterThan(3);
    for (const { route } of notFoundOnward)
      expect({ path: route.path, access: route.access }).toEqual({ path: route.path, access: 'public' });
  });
});
