import { describe, expect, it } from 'vitest';
import { findRoute, publicPaths } from '../../../../src/lib/routes/index.ts';
import { offlinePagePath, precachedPages } from '../../../../src/service-worker/precachedPages.ts';

describe('the precached pages', () => {
  it('are public pages of the sitemap, each once', () => {
    expect(new Set(precachedPages).size).toBe(precachedPages.length);
    for (const path of precachedPages) expect(publicPaths(), path).toContain(path);
  });

  it('hold the landing page and the pages a reader most likely opens next', () => {
    expect(precachedPages).toEqual(
      expect.arrayContaining(['/welcome', '/ai-survival-kit', '/ai-assessments', '/advisory', '/contact', '/privacy']),
    );
  });

  it('come with an offline page that is public but kept out of the sitemap', () => {
    expect(findRoute(offlinePagePath)).toMatchObject({ access: 'public', listed: false });
    expect(publicPaths()).not.toContain(offlinePagePath);
  });
});
