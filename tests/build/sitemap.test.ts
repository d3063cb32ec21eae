import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapPath } from '../../src/overlays/sitemapCount.ts';
import { assertBuilt, builtPages, distDir, type BuiltPage } from './support/dist.ts';

beforeAll(assertBuilt);

/** Read from the built files alone, not from the route table the sitemap is made from. */
const isDocument = ({ html }: BuiltPage) => /<html[\s>]/i.test(html);
const isGuarded = ({ html }: BuiltPage) => /\bdata-guard="(user|admin)"/.test(html);
const isNoindex = ({ html }: BuiltPage) => /<meta name="robots" content="[^"]*noindex/.test(html);

function sitemapPaths(): string[] {
  const xml = readFileSync(join(distDir, sitemapPath), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

describe(sitemapPath, () => {
  it('lists every public page of the build, once', async () => {
    const publicPages = (await builtPages()).filter((page) => isDocument(page) && !isGuarded(page) && !isNoindex(page));
    expect(publicPages.length).toBeGreaterThan(5);
    expect([...sitemapPaths()].sort()).toEqual(publicPages.map((page) => page.path).sort());
  });

  it('lists no signed-in or admin page, and none that asks not to be indexed', async () => {
    const listed = new Set(sitemapPaths());
    const kept = (await builtPages()).filter((page) => listed.has(page.path) && (isGuarded(page) || isNoindex(page)));
    expect(kept.map((page) => page.path)).toEqual([]);
  });

  it('is named in robots.txt', () => {
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
