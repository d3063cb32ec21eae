import { describe, expect, it } from 'vitest';
import { isKeepable, neverCachedPrefixes, requestKind, withoutQuery } from '../../../../src/service-worker/cacheRules.ts';

const origin = 'https://strategist.example';
const navigation = (path: string, method = 'GET') => ({ method, mode: 'navigate', url: `${origin}${path}` });
const load = (url: string, method = 'GET') => ({ method, mode: 'cors', url: url.startsWith('/') ? `${origin}${url}` : url });

describe('the requests the worker answers', () => {
  it.each(['/welcome', '/ai-survival-kit', '/newsletter/confirm', '/', '/confirm?token_hash=abc&type=signup', '/terms#cookies'])(
    'takes a navigation to the page %s',
    (path) => {
      expect(requestKind(navigation(path), origin)).toBe('page');
    },
  );

  it.each(['/_astro/AppLayout.DDZ1SVQx.js', '/_astro/overlays.7aG2jp9g.css', '/brand/icons.svg', '/brand/favicon.svg'])(
    'takes the site file %s',
    (path) => {
      expect(requestKind(load(path), origin)).toBe('file');
    },
  );

  it.each(neverCachedPrefixes.flatMap((prefix) => [prefix, `${prefix}/anything`]))('never takes %s, not even as a navigation', (path) => {
    expect(requestKind(load(path), origin)).toBeNull();
    expect(requestKind(navigation(path), origin)).toBeNull();
  });

  it.each([
    ['the backend', '/auth/v1/token?grant_type=password'],
    ['a REST read', '/rest/v1/assessment_results?select=*'],
    ['a function', '/functions/v1/newsletter-subscribe'],
    ['a stored file', '/storage/v1/object/public/a.png'],
    ['the mail catcher', '/_dev/mail'],
    ['the admin navigation fragment', '/shell/admin-navigation'],
    ['a data download', '/data/ai-exposure.csv'],
    ['the sitemap', '/sitemap-index.xml'],
    ['the worker itself', '/sw.js'],
    ['the offline speech engine', '/_astro/flite-KnSLdzfh.wasm'],
    ['a page fetched by script rather than opened', '/welcome'],
  ])('leaves %s to the network', (_what, path) => {
    expect(requestKind(load(path), origin)).toBeNull();
  });

  it('leaves pages alone that are not named as the route table names pages', () => {
    for (const path of ['/robots.txt', '/welcome.html', '/Welcome', '/a%20b'])
      expect(requestKind(navigation(path), origin), path).toBeNull();
  });

  it('tells the /auth page from the /auth/v1 API by whole segments', () => {
    expect(requestKind(navigation('/auth'), origin)).toBe('page');
    expect(requestKind(navigation('/auth/v1/verify?token=x'), origin)).toBeNull();
    expect(requestKind(navigation('/datasets'), origin)).toBe('page');
  });

  it('leaves every method but GET, and every other origin, to the network', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(requestKind(navigation('/welcome', method), origin)).toBeNull();
      expect(requestKind(load('/_astro/app.js', method), origin)).toBeNull();
    }
    for (const url of [
      'https://project.supabase.co/rest/v1/x',
      'https://www.googletagmanager.com/gtag/js',
      'http://strategist.example/_astro/a.js',
    ])
      expect(requestKind(load(url), origin), url).toBeNull();
  });
});

describe('the answers the worker keeps', () => {
  it('keeps a plain complete answer of the site itself', () => {
    expect(isKeepable({ status: 200, type: 'basic', redirected: false })).toBe(true);
  });

  it.each([
    ['an error', { status: 404, type: 'basic', redirected: false }],
    ['a server failure', { status: 503, type: 'basic', redirected: false }],
    ['a part of a file', { status: 206, type: 'basic', redirected: false }],
    ['a revalidation', { status: 304, type: 'basic', redirected: false }],
    ['an opaque answer of another site', { status: 0, type: 'opaque', redirected: false }],
    ['a redirect kept manual', { status: 0, type: 'opaqueredirect', redirected: false }],
    ['a CORS answer', { status: 200, type: 'cors', redirected: false }],
    ['an answer reached through a redirect', { status: 200, type: 'basic', redirected: true }],
  ])('keeps no %s', (_what, response) => {
    expect(isKeepable(response)).toBe(false);
  });
});

describe('a page’s cache key', () => {
  it('drops the query and the fragment, so a link token never reaches the cache', () => {
    expect(withoutQuery(`${origin}/confirm?token_hash=secret&type=signup`)).toBe(`${origin}/confirm`);
    expect(withoutQuery(`${origin}/newsletter/confirm?token=abc#top`)).toBe(`${origin}/newsletter/confirm`);
    expect(withoutQuery(`${origin}/welcome`)).toBe(`${origin}/welcome`);
  });
});
