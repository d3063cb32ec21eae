import { expect, it } from 'vitest';
import { articleRows } from '../../../../../../src/islands/admin/publishing-analysis/ArticlesSection.tsx';

const article = { id: 'a', slug: 'five', title: 'Five questions', status: 'published', published_at: null, views: 9, entries: 3 };

it('lists the referring hosts of an article with their visits, and a dash when visits came from nowhere known', () => {
  const referrers = [
    { value: 'www.google.com', visits: 2 },
    { value: '(direct)', visits: 1 },
  ];
  expect(
    articleRows([
      { ...article, referrers },
      { ...article, referrers: [] },
    ]).map((row) => row.referrers),
  ).toEqual(['www.google.com (2), (direct) (1)', '—']);
});
