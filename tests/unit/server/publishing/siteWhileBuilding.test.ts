import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { siteWhileBuilding } from '../../../../server/publishing/siteWhileBuilding.ts';

const notFound = async () => new Response('Not found', { status: 404 });

function app(distDir: string, building: boolean) {
  const server = new Hono();
  server.all(
    '*',
    siteWhileBuilding(notFound, distDir, () => building),
  );
  return server;
}

describe('pages while the site builds', () => {
  it('answers 503 "the site is building" while the first build runs and there is no site', async () => {
    const response = await app(join(mkdtempSync(join(tmpdir(), 'no-site-')), 'dist'), true).request('/articles');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.text()).toContain('The site is building');
  });

  it('answers what the site answers once one exists, or when nothing builds', async () => {
    const withSite = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(withSite, 'index.html'), '<h1>Site</h1>');
    expect((await app(withSite, true).request('/missing')).status).toBe(404);
    expect((await app(join(withSite, 'nothing'), false).request('/missing')).status).toBe(404);
  });
});
