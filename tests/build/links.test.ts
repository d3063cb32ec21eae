import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explorerDataPath } from '../../src/components/jobs/explorerData.ts';
import { sitemapPath } from '../../src/overlays/sitemapCount.ts';
import { findRoute, normalizePath, routes } from '../../src/lib/routes/index.ts';
import { adminNavigationFragmentPath } from '../../src/lib/shell/adminNavigation.ts';
import { assertBuilt, builtPages, distDir } from './support/dist.ts';
import { pageAddresses, sameSitePath } from './support/links.ts';

beforeAll(assertBuilt);

/** The origin the build wrote into its own sitemap: a link that spells it out is a same-site link. */
function builtOrigin(): string {
  const location = /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(distDir, sitemapPath), 'utf8'))?.[1];
  if (!location) throw new Error(`${sitemapPath} lists no page; expected at least one <loc>.`);
  return new URL(location).origin;
}

const isBuiltFile = (path: string) => existsSync(join(distDir, path)) && statSync(join(distDir, path)).isFile();

/** A page of the route table (a trailing slash or `.html` aside), or a file the build wrote. */
const resolves = (path: string) => findRoute(path) !== undefined || isBuiltFile(path) || isBuiltFile(`${normalizePath(path)}.html`);

describe('the built pages', () => {
  it('link only to pages of the route table and to files of the build', async () => {
    const origin = builtOrigin();
    const pages = await builtPages();
    const broken: string[] = [];
    let sameSite = 0;
    for (const { path: page, html } of pages) {
      for (const { where, value } of pageAddresses(html)) {
        const path = sameSitePath(value, new URL(page, origin));
        if (path === undefined) continue;
        sameSite += 1;
        if (!resolves(path)) broken.push(`${page}: ${where}="${value}"`);
      }
    }
    expect(pages.length).toBeGreaterThan(routes.length);
    expect(sameSite).toBeGreaterThan(pages.length * 10);
    expect(broken, `${broken.length} links lead nowhere:\n${broken.join('\n')}`).toEqual([]);
  });

  it('include every file the site fetches from script', () => {
    const fetched = [sitemapPath, explorerDataPath, adminNavigationFragmentPath];
    expect(fetched.filter((path) => !resolves(path))).toEqual([]);
  });
});

describe('reading the links of a page', () => {
  const page = new URL('https://site.example/guides/start');

  it('finds the addresses of links, forms, scripts, images and islands, and none inside script text', () => {
    const html = `<a href="/a?x=1&amp;y=2#top">A</a><link rel="icon" href='/icon.svg'><form action=/send></form>
      <img srcset="/small.png 1x, /large.png 2x"><astro-island component-url="/_astro/i.js"></astro-island>
      <script src="/s.js"></script><script>document.body.innerHTML = '<a href="/in-script">x</a>';</script><!-- <a href="/commented"> -->`;
    expect(pageAddresses(html).map(({ where, value }) => `${where} ${value}`)).toEqual([
      'a[href] /a?x=1&y=2#top',
      'link[href] /icon.svg',
      'form[action] /send',
      'img[srcset] /small.png',
      'img[srcset] /large.png',
      'astro-island[component-url] /_astro/i.js',
      'script[src] /s.js',
    ]);
  });

  it('keeps same-site paths without query or fragment, resolving relative ones, and skips other sites and schemes', () => {
    expect(sameSitePath('/a?x=1#top', page)).toBe('/a');
    expect(sameSitePath('next', page)).toBe('/guides/next');
    expect(sameSitePath('https://site.example/b/', page)).toBe('/b/');
    expect(sameSitePath('/with%20space', page)).toBe('/with space');
    for (const other of ['https://elsewhere.example/a', '//elsewhere.example/a', 'mailto:someone@example.com', '#main'])
      expect(sameSitePath(other, page)).toBeUndefined();
  });
});
