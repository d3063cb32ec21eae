import { beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/lib/routes/index.ts';
import { assertBuilt, brotliSize, htmlFor, linkedStylesheets, renderBlockingScripts } from './support/dist.ts';

/** What fits in the first TCP round trip of a new connection (10 segments of ~1460 bytes). */
const firstViewBudget = 14 * 1024;

beforeAll(assertBuilt);

describe.each(publicPaths())('public page %s', (path) => {
  it('loads no render-blocking script', () => {
    expect(renderBlockingScripts(htmlFor(path))).toEqual([]);
  });

  it('fits HTML and render-blocking CSS in 14 KiB compressed', () => {
    const html = htmlFor(path);
    const firstView = brotliSize(html) + linkedStylesheets(html).reduce((sum, css) => sum + brotliSize(css), 0);
    expect(firstView).toBeLessThanOrEqual(firstViewBudget);
  });
});

it('keeps the 404 page within the same budget', () => {
  expect(brotliSize(htmlFor('/404'))).toBeLessThanOrEqual(firstViewBudget);
});
