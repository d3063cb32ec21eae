import { describe, expect, it } from 'vitest';
import { byPageFolder, folderPagesRule, pageFolder } from '../../../integrations/pageFolders.ts';

describe('pages in a folder', () => {
  it('belong to their folder; pages at the root to none', () => {
    expect(pageFolder('/articles/five-questions')).toBe('/articles');
    expect(pageFolder('/admin/podcasts')).toBe('/admin');
    expect(pageFolder('/articles')).toBeUndefined();
    expect(pageFolder('/')).toBeUndefined();
  });

  it('share one host rule, a placeholder for one path segment', () => {
    expect(folderPagesRule('/articles')).toBe('/articles/:page');
  });

  it('are grouped by folder, the root pages left out', () => {
    const groups = byPageFolder([
      ['/articles/a', 1],
      ['/articles', 2],
      ['/newsletter/confirm', 3],
      ['/articles/b', 4],
    ]);
    expect([...groups]).toEqual([
      ['/articles', [1, 4]],
      ['/newsletter', [3]],
    ]);
  });
});
