import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeBundleBytes, precacheBudgetBytes } from '../../integrations/precacheSelection.ts';
import { securityHeaders } from '../../server/static/securityHeaders.ts';
import { createStaticHandler } from '../../server/static/staticRoutes.ts';
import { faviconUrl, iconSpriteUrl } from '../../src/lib/shell/icons.ts';
import { requestKind } from '../../src/service-worker/cacheRules.ts';
import { offlinePagePath, precachedPages } from '../../src/service-worker/precachedPages.ts';
import { routeFor } from '../../src/lib/routes/index.ts';
import { versionPlaceholder } from '../../src/service-worker/workerVersion.ts';
import { assertBuilt, brotliSize, distDir, htmlFor } from './support/dist.ts';

const origin = 'https://site.example';
let worker: string;
let manifest: { url: string; revision: string | null }[];

/** The file a precached URL is served from (`/welcome` → welcome.html). */
const fileOf = (url: string) => join(distDir, /\.\w+$/.test(url) ? url : `${url}.html`);

beforeAll(() => {
  assertBuilt();
  worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[^\]]*\]/.exec(worker)?.[0];
  if (!list) throw new Error('dist/sw.js holds no precache list.');
  manifest = JSON.parse(list) as typeof manifest;
});

describe('dist/sw.js', () => {
  it('precaches the chosen pages and the offline page under their URLs, and the icons', () => {
    const urls = manifest.map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining([...precachedPages, offlinePagePath, iconSpriteUrl, faviconUrl]));
    expect(urls.filter((url) => url.endsWith('.html'))).toEqual([]);
  });

  it('precaches only what the worker is allowed to answer: page navigations and site files', () => {
    for (const { url } of manifest) {
      const page = requestKind({ method: 'GET', mode: 'navigate', url: `${origin}${url}` }, origin);
      const file = requestKind({ method: 'GET', mode: 'cors', url: `${origin}${url}` }, origin);
      expect(page === 'page' || file === 'file', url).toBe(true);
    }
  });

  it('keeps the large bundles out and stays within its budget of compressed bytes', () => {
    const tooLarge = manifest.filter(({ url }) => url.startsWith('/_astro/') && statSync(fileOf(url)).size > largeBundleBytes);
    expect(tooLarge).toEqual([]);
    const compressed = manifest.reduce((sum, { url }) => sum + brotliSize(readFileSync(fileOf(url), 'utf8')), 0);
    expect(compressed).toBeLessThanOrEqual(precacheBudgetBytes);
  });

  it('revisions the pages and icons, and lets a hashed file’s name stand for its content', () => {
    for (const { url, revision } of manifest) expect(revision === null, url).toBe(url.startsWith('/_astro/'));
  });

  it('carries its version in place of the placeholder', () => {
    expect(worker).not.toContain(versionPlaceholder);
    expect(worker).not.toContain('self.__WB_MANIFEST');
  });

  it('is served as JavaScript and checked for a new version on every use', async () => {
    const site = new Hono();
    site.use(securityHeaders({ production: true }));
    site.all('*', createStaticHandler(distDir));
    const response = await site.request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    await response.body?.cancel();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});

describe('the offline page', () => {
  it('names every precached page with a link, and asks search engines to leave it out', () => {
    const html = htmlFor(offlinePagePath);
    for (const path of precachedPages) expect(html).toContain(`<a href="${path}">${routeFor(path).label}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});
