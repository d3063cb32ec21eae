import { describe, expect, it } from 'vitest';
import { type BrandFeedContent, brandFeed, brandFeedPath } from '../../../../../src/lib/publishing/brandFeed.ts';

const siteUrl = new URL('https://strategist.example');
const owner = {
  name: 'Elena Marsh',
  role: 'Innovation strategist',
  shortBio: 'Elena helps leadership teams turn new technology into better work.',
};
const updatedAt = '2026-11-25T10:00:00+00:00';
const content: BrandFeedContent = {
  profile: {
    name: 'Elena Marsh',
    headline: 'Innovation strategist',
    biographyHtml: '<p>Elena helps.</p>',
    photoUrl: 'https://cdn.example/elena.jpg',
    photoAlt: 'Elena smiling',
    updatedAt,
  },
  caseStudies: [
    {
      slug: 'northwind-ops',
      title: 'Northwind: AI in operations',
      client: 'Northwind Logistics',
      summary: 'Planning time down a third.',
      bodyHtml: '',
      outcome: 'Planning time down 34%',
      imageUrl: null,
      imageAlt: '',
      featured: true,
      updatedAt,
    },
  ],
  booksIdeas: [
    {
      id: 'b1',
      kind: 'book',
      title: 'Working with machines',
      summary: 'A short book.',
      linkUrl: 'https://books.example/wwm',
      coverUrl: null,
      coverAlt: '',
      year: 2025,
      updatedAt,
    },
  ],
  talks: [
    {
      id: 't1',
      kind: 'talk',
      title: 'Boring pilots',
      venue: 'Leaders Summit',
      happenedOn: '2026-03-12',
      linkUrl: null,
      summary: '',
      updatedAt,
    },
  ],
  testimonials: [
    { id: 'q1', quote: 'She made our first pilot a boring success.', person: 'Sam Lee', role: 'COO', featured: true, updatedAt },
  ],
};

/** The feed as the main site reads it: parsed from its JSON text. */
const parsed = (feedContent: BrandFeedContent) => JSON.parse(JSON.stringify(brandFeed(feedContent, owner, siteUrl)));

describe('the brand JSON feed', () => {
  it('is a JSON Feed 1.1 with its own address, the About page as home and the owner as author', () => {
    const feed = parsed(content);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toMatch(/Elena Marsh/);
    expect(feed.feed_url).toBe(`https://strategist.example${brandFeedPath}`);
    expect(feed.home_page_url).toBe('https://strategist.example/public');
    expect(feed.language).toBe('en');
    expect(feed.authors).toEqual([
      { name: 'Elena Marsh', url: 'https://strategist.example/public', avatar: 'https://cdn.example/elena.jpg' },
    ]);
  });

  it('gives every item a unique id, content, a modified date and its kind with the fields of its kind', () => {
    const feed = parsed(content);
    const ids: string[] = feed.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(['profile', 'case-study:northwind-ops', 'book:b1', 'talk:t1', 'testimonial:q1']);
    for (const item of feed.items) {
      expect(typeof item.content_html === 'string' || typeof item.content_text === 'string', item.id).toBe(true);
      expect(new Date(item.date_modified).toISOString(), item.id).toBe(new Date(updatedAt).toISOString());
      expect(typeof item._brand.kind, item.id).toBe('string');
    }
    const [profile, study, book, talk, testimonial] = feed.items;
    expect(profile).toMatchObject({
      url: 'https://strategist.example/public',
      content_html: '<p>Elena helps.</p>',
      image: 'https://cdn.example/elena.jpg',
    });
    expect(study).toMatchObject({
      url: 'https://strategist.example/public#case-northwind-ops',
      content_html: '<p>Planning time down a third.</p>',
      tags: ['case-study', 'featured'],
      _brand: { kind: 'case-study', client: 'Northwind Logistics', outcome: 'Planning time down 34%', featured: true },
    });
    expect(study).not.toHaveProperty('image');
    expect(book).toMatchObject({
      external_url: 'https://books.example/wwm',
      content_text: 'A short book.',
      _brand: { kind: 'book', year: 2025 },
    });
    expect(talk).toMatchObject({
      content_text: 'Leaders Summit',
      date_published: '2026-03-12T00:00:00.000Z',
      _brand: { kind: 'talk', venue: 'Leaders Summit' },
    });
    expect(testimonial).toMatchObject({
      content_text: 'She made our first pilot a boring success.',
      _brand: { kind: 'testimonial', person: 'Sam Lee', role: 'COO' },
    });
  });

  it('lists no items, and no avatar, when nothing is published', () => {
    const feed = parsed({ caseStudies: [], booksIdeas: [], talks: [], testimonials: [] });
    expect(feed.items).toEqual([]);
    expect(feed.authors).toEqual([{ name: 'Elena Marsh', url: 'https://strategist.example/public' }]);
  });

  it('escapes a summary made into HTML', () => {
    const [study] = parsed({
      ...content,
      profile: undefined,
      caseStudies: [{ ...(content.caseStudies[0] as BrandFeedContent['caseStudies'][number]), summary: 'Cost <5% & "fast"' }],
    }).items;
    expect(study.content_html).toBe('<p>Cost &lt;5% &amp; &quot;fast&quot;</p>');
  });
});
