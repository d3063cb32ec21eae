import { describe, expect, it } from 'vitest';
import { breadcrumbs, findRoute, routeFor, type RoutePath } from '../../../../../src/lib/routes/index.ts';

describe('finding a route', () => {
  it('finds a route despite a trailing slash or .html', () => {
    expect(findRoute('/advisory/')?.path).toBe('/advisory');
    expect(findRoute('/advisory.html')?.path).toBe('/advisory');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('refuses at run time a path cast to a page path that is not in the table', () => {
    expect(() => routeFor('/typo' as RoutePath)).toThrow(/No route for "\/typo"/);
  });
});

describe('breadcrumbs', () => {
  it('uses the table label for the page', () => {
    expect(breadcrumbs('/ai-assessment-cfo')).toEqual([{ label: 'CFO', href: undefined }]);
  });

  it('humanises a segment that is not a route and links none', () => {
    expect(breadcrumbs('/admin/podcasts')).toEqual([
      { label: 'Admin', href: undefined },
      { label: 'Podcasts', href: undefined },
    ]);
  });

  it('is empty at home', () => {
    expect(breadcrumbs('/')).toEqual([]);
  });
});
