import { describe, expect, it } from 'vitest';
import { headersFileText, hostHeaderRules } from '../../../integrations/hostHeaders.ts';
import { defaultContentSecurityPolicy, everyResponseHeaders } from '../../../integrations/siteHeaders.ts';

const policies = { '/': 'policy of the home page', '/advisory': 'policy of advisory' };
const files = ['index.html', 'advisory.html', 'advisory.html.br', '_astro/app.1a2b.js', '_astro/app.1a2b.js.gz', 'favicon.svg', '_headers'];

describe('the static host headers', () => {
  const rules = hostHeaderRules(policies, files);
  const rule = (path: string) => rules.find((candidate) => candidate.path === path)?.headers;

  it('sends the common security headers and HSTS on every path', () => {
    expect(rule('/*')).toEqual({ ...everyResponseHeaders, 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' });
  });

  it('gives each page its own policy and unhashed files the default one, each revalidated', () => {
    expect(rule('/advisory')).toEqual({ 'Content-Security-Policy': 'policy of advisory', 'Cache-Control': 'no-cache' });
    expect(rule('/favicon.svg')).toEqual({ 'Content-Security-Policy': defaultContentSecurityPolicy, 'Cache-Control': 'no-cache' });
  });

  it('covers the hashed assets with one rule that caches them for a year', () => {
    expect(rule('/_astro/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rules.map((candidate) => candidate.path)).toEqual(['/*', '/_astro/*', '/favicon.svg', '/', '/advisory']);
  });

  it('covers the share images with one rule for their folder, however many titles there are', () => {
    const images = Array.from({ length: 120 }, (_, index) => `og/page-${index}.png`);
    const withImages = hostHeaderRules(policies, [...files, ...images]);
    expect(withImages.map((candidate) => candidate.path)).toEqual(['/*', '/_astro/*', '/og/*', '/favicon.svg', '/', '/advisory']);
    expect(withImages.find((candidate) => candidate.path === '/og/*')?.headers).toEqual({
      'Content-Security-Policy': defaultContentSecurityPolicy,
      'Cache-Control': 'no-cache',
    });
  });

  it('writes the format Netlify and Cloudflare Pages read', () => {
    expect(
      headersFileText([
        { path: '/a', headers: { 'X-One': '1', 'X-Two': '2' } },
        { path: '/b', headers: { 'X-One': '3' } },
      ]),
    ).toBe('/a\n  X-One: 1\n  X-Two: 2\n\n/b\n  X-One: 3');
  });

  it('covers the pages of a folder with one rule, however many the owner publishes, and keeps the folder page its own', () => {
    const shared = 'policy shared by the articles';
    const articles = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`/articles/piece-${index}`, shared]));
    const withArticles = hostHeaderRules({ ...policies, '/articles': 'policy of the list', ...articles }, files);
    expect(withArticles.map((candidate) => candidate.path)).toEqual([
      '/*',
      '/_astro/*',
      '/favicon.svg',
      '/',
      '/advisory',
      '/articles',
      '/articles/:page',
    ]);
    expect(withArticles.find((candidate) => candidate.path === '/articles/:page')?.headers).toEqual({
      'Content-Security-Policy': shared,
      'Cache-Control': 'no-cache',
    });
  });

  it('refuses pages of one folder with different policies, and a file beside them that their rule would cover', () => {
    expect(() => hostHeaderRules({ '/articles/a': 'one', '/articles/b': 'two' }, files)).toThrow(/different policies/);
    expect(() => hostHeaderRules({ '/articles/a': 'one' }, [...files, 'articles/feed.xml'])).toThrow(/articles\/feed\.xml/);
  });

  it('covers the data files and feeds under /data/ with one rule', () => {
    const withData = hostHeaderRules(policies, [...files, 'data/brand.json', 'data/ai-exposure.csv']);
    expect(withData.map((candidate) => candidate.path)).toContain('/data/*');
    expect(withData.map((candidate) => candidate.path)).not.toContain('/data/brand.json');
  });
});
