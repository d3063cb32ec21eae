import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/lib/routes/index.ts';
import { assertBuilt, htmlFor } from './support/dist.ts';

const formsIn = (html: string) => html.match(/data-newsletter(?=[\s>])/g)?.length ?? 0;

beforeAll(assertBuilt);

describe('newsletter forms in the built pages', () => {
  it('gives every reader page exactly one newsletter form', () => {
    const readerPages = routes.filter((route) => route.access !== 'admin');
    expect(readerPages.map((route) => [route.path, formsIn(htmlFor(route.path))])).toEqual(readerPages.map((route) => [route.path, 1]));
  });

  it('shows the admin no newsletter card: they are not its reader', () => {
    const adminPages = routes.filter((route) => route.access === 'admin');
    expect(adminPages.length).toBeGreaterThan(0);
    expect(adminPages.filter((route) => formsIn(htmlFor(route.path)) > 0).map((route) => route.path)).toEqual([]);
  });
});
