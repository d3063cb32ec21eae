import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { publicPaths } from '../../src/lib/routes/index.ts';
import { assertBuilt, distDir } from './support/dist.ts';

beforeAll(assertBuilt);

it('lists exactly the public pages in the sitemap', () => {
  const sitemaps = readdirSync(distDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const locations = sitemaps.flatMap((name) =>
    [...readFileSync(join(distDir, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      new URL(m[1] ?? '').pathname.replace(/(.)\/$/, '$1'),
    ),
  );
  expect(locations.sort()).toEqual(publicPaths().sort());
});
