import { describe, expect, it } from 'vitest';
import { collectionStructuredData, pieceStructuredData } from '../../../../../src/lib/publishing/pieceStructuredData.ts';
import { structuredDataText } from '../../../../../src/lib/share/structuredData.ts';

const siteUrl = new URL('https://strategist.example');
const owner = { name: 'Elena Marsh' };

describe("a published piece's JSON-LD", () => {
  const article = {
    path: '/articles/five-questions',
    headline: 'Five questions before your first AI pilot',
    description: 'An afternoon of questions that saves a quarter.',
    publishedAt: '2026-11-26T09:30:00+00:00',
    modifiedAt: '2026-11-27T10:00:00+00:00',
    image: 'https://cdn.example/cover.jpg',
    keywords: ['AI adoption', 'Leadership'],
    section: 'Articles',
  };

  it('is an Article with every property search engines ask for, on absolute addresses', () => {
    const data = JSON.parse(structuredDataText(pieceStructuredData(article, owner, siteUrl)));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.headline,
      description: article.description,
      url: 'https://strategist.example/articles/five-questions',
      mainEntityOfPage: 'https://strategist.example/articles/five-questions',
      datePublished: '2026-11-26T09:30:00.000Z',
      dateModified: '2026-11-27T10:00:00.000Z',
      image: ['https://cdn.example/cover.jpg'],
      keywords: 'AI adoption, Leadership',
      articleSection: 'Articles',
      inLanguage: 'en',
    });
    expect(data.author).toEqual({
      '@type': 'Person',
      '@id': 'https://strategist.example/#person',
      name: 'Elena Marsh',
      url: 'https://strategist.example/public',
    });
    expect(data.publisher).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://strategist.example/#organization',
      name: 'Elena Marsh',
    });
    expect(new URL(data.publisher.logo).origin).toBe(siteUrl.origin);
  });

  it('names no image or keywords it does not have, and is modified when published if never edited', () => {
    const data = pieceStructuredData({ ...article, image: null, keywords: [], modifiedAt: undefined }, owner, siteUrl);
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
    expect(data.dateModified).toBe(data.datePublished);
  });

  it('cannot close its script element, whatever a title holds', () => {
    const text = structuredDataText(
      pieceStructuredData({ ...article, headline: 'Why </script><script>alert(1)</script>' }, owner, siteUrl),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).headline).toBe('Why </script><script>alert(1)</script>');
  });
});

describe("a list page's JSON-LD", () => {
  it('is a CollectionPage whose ItemList names each piece in order', () => {
    const data = collectionStructuredData(
      { path: '/articles', name: 'Articles', description: 'Essays.' },
      [
        { path: '/articles/b', name: 'B' },
        { path: '/articles/a', name: 'A' },
      ],
      siteUrl,
    );
    expect(data['@type']).toBe('CollectionPage');
    expect(data.url).toBe('https://strategist.example/articles');
    expect(data.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://strategist.example/articles/b', name: 'B' },
        { '@type': 'ListItem', position: 2, url: 'https://strategist.example/articles/a', name: 'A' },
      ],
    });
  });
});
