import { describe, expect, it } from 'vitest';
import { articlePath, assertIssueSlugFree, issuePath, reservedIssueSlugs } from '../../../../../src/lib/publishing/contentPaths.ts';
import { findRoute } from '../../../../../src/lib/routes/index.ts';

describe('the addresses of published pieces', () => {
  it('put articles under /articles and issues under /newsletter', () => {
    expect(articlePath('five-questions')).toBe('/articles/five-questions');
    expect(issuePath('issue-1')).toBe('/newsletter/issue-1');
  });

  it('refuse an issue the slug of a page mails link to, naming it', () => {
    for (const slug of reservedIssueSlugs) {
      expect(findRoute(issuePath(slug)), slug).toBeDefined();
      expect(() => assertIssueSlugFree(slug)).toThrow(`/newsletter/${slug}`);
    }
    expect(() => assertIssueSlugFree('issue-1')).not.toThrow();
  });

  it('reserve every page of the route table under /newsletter/', async () => {
    const { routes } = await import('../../../../../src/lib/routes/index.ts');
    const underNewsletter = routes
      .filter((route) => route.path.startsWith('/newsletter/'))
      .map((route) => route.path.slice('/newsletter/'.length));
    expect([...reservedIssueSlugs].sort()).toEqual(underNewsletter.sort());
  });
});
