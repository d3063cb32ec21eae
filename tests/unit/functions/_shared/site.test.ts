import { describe, expect, it } from 'vitest';
import { site as sharedProfile, sitePages } from '../../../../functions/_shared/site.ts';
import { findRoute } from '../../../../src/lib/routes/index.ts';
import { site } from '../../../../src/lib/site.ts';

describe('the site as the functions know it', () => {
  it.each(Object.entries(sitePages))('links mails to %s, a public page of the route table', (_name, path) => {
    expect(findRoute(path)?.path).toBe(path);
    expect(findRoute(path)?.access).toBe('public');
  });

  it('signs with the very profile the site shows, not a copy', () => {
    expect(sharedProfile).toBe(site);
  });
});
