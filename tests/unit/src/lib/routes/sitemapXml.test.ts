import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../../../src/lib/routes/sitemapXml.ts';

describe('the sitemap', () => {
  it('lists each path once, absolute under the site URL', () => {
    const xml = sitemapXml(['/welcome', '/ai-survival-kit'], new URL('https://strategist.example'));
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://strategist.example/welcome',
      'https://strategist.example/ai-survival-kit',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('escapes what XML reserves', () => {
    expect(sitemapXml(["/a?b=1&c='2'"], new URL('https://strategist.example'))).toContain(
      '<loc>https://strategist.example/a?b=1&amp;c=%272%27</loc>',
    );
  });
});

describe('a published piece in the sitemap', () => {
  it('carries the time it last changed, in W3C form, beside pages that have none', () => {
    const xml = sitemapXml(
      ['/articles', { path: '/articles/five-questions', lastModified: '2026-11-26T09:30:00+01:00' }],
      new URL('https://strategist.example'),
    );
    expect(xml).toContain('<url><loc>https://strategist.example/articles</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://strategist.example/articles/five-questions</loc><lastmod>2026-11-26T08:30:00.000Z</lastmod></url>',
    );
  });
});
