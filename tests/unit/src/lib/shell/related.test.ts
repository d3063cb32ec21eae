import { describe, expect, it } from 'vitest';
import { routeFor, type RoutePath } from '../../../../../src/lib/routes/index.ts';
import { relatedRoutes } from '../../../../../src/lib/shell/related.ts';

const pathsOf = (path: RoutePath) => relatedRoutes(routeFor(path)).map((route) => route.path);

describe('related pages', () => {
  it('are the other roles of the same category for a role assessment', () => {
    expect(pathsOf('/ai-assessment-cfo').sort()).toEqual(['/ai-assessment-ceo', '/ai-assessment-directors']);
  });

  it('are the other pages of the visitor group for a visitor page', () => {
    expect(pathsOf('/advisory')).toEqual(['/public', '/articles', '/newsletter', '/podcast', '/radar', '/ai-survival-kit']);
  });

  it('stay inside the admin group for an admin page', () => {
    expect(relatedRoutes(routeFor('/signals')).every((route) => route.adminGroup === 'market-intelligence')).toBe(true);
  });

  it('are none for a page outside the sidebar, and never the page itself', () => {
    expect(pathsOf('/privacy')).toEqual([]);
    expect(pathsOf('/contact')).not.toContain('/contact');
  });
});
