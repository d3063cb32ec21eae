import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../src/lib/routes/index.ts';
import { dynamicPagePatterns, pathsWithOwnPage, routesWithoutOwnPage } from '../../../../../src/lib/shell/pageFiles.ts';

describe('page files', () => {
  it('map to the paths they serve', () => {
    expect([...pathsWithOwnPage(['./index.astro', './welcome.astro', './admin/index.astro', './admin/podcasts.astro'])]).toEqual([
      '/',
      '/welcome',
      '/admin',
      '/admin/podcasts',
    ]);
  });

  it('skip dynamic files such as the catch-all itself', () => {
    expect(pathsWithOwnPage(['./[...slug].astro', './talks/[id].astro']).size).toBe(0);
  });

  it('leave every other route to the catch-all page, exactly once', () => {
    const generated = routesWithoutOwnPage(routes, ['./index.astro', './welcome.astro', './admin/podcasts.astro', './[...slug].astro']);
    const paths = generated.map((route) => route.path);
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/admin/podcasts');
    expect(paths).toContain('/contact');
    expect(generated).toHaveLength(routes.length - 3);
  });

  it('leave the routes a dynamic page file covers to that file, and nothing else', () => {
    const generated = routesWithoutOwnPage(routes, ['./ai-assessment-[role].astro', './[...slug].astro']).map((route) => route.path);
    const roleRoutes = routes.filter((route) => route.assessmentType).map((route) => route.path);
    expect(roleRoutes).toHaveLength(20);
    for (const path of roleRoutes) expect(generated).not.toContain(path);
    expect(generated).toContain('/ai-assessment');
    expect(generated).toContain('/ai-assessments');
    expect(generated).toHaveLength(routes.length - roleRoutes.length);
  });

  it('turn each bracketed segment into one path segment and let rest parameters claim nothing', () => {
    const [talks, nested] = dynamicPagePatterns(['./talks/[id].astro', './shop/[kind]-[id].astro', './[...slug].astro']);
    expect(talks?.test('/talks/ai-at-work')).toBe(true);
    expect(talks?.test('/talks/a/b')).toBe(false);
    expect(talks?.test('/talks')).toBe(false);
    expect(nested?.test('/shop/book-12')).toBe(true);
    expect(dynamicPagePatterns(['./[...slug].astro', './docs/[...path].astro'])).toEqual([]);
  });
});
