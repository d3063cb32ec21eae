import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/lib/routes/index.ts';
import { pathsWithOwnPage, routesWithoutOwnPage } from '../../../src/lib/shell/pageFiles.ts';

describe('page files', () => {
  it('map to the paths they serve', () => {
    expect([...pathsWithOwnPage(['./index.astro', './welcome.astro', './admin/index.astro', './admin/podcasts.astro'])]).toEqual(['/', '/welcome', '/admin', '/admin/podcasts']);
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
});
