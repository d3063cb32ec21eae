import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFiles, cspFile, distPath, hostHeadersFile } from '../../integrations/builtFiles.ts';
import { securityHeaders } from '../../server/static/securityHeaders.ts';
import { createStaticHandler } from '../../server/static/staticRoutes.ts';
import { assertBuilt, distDir } from './support/dist.ts';
import { headersForPath, parseHeadersFile, type HeaderRule } from './support/headersFile.ts';

/** Headers that describe one response's body, which a static host sets itself. */
const perResponse = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'vary',
  'accept-ranges',
]);

/** The embedded backend as production runs it, without the database routes: the static site alone. */
function productionSite() {
  const app = new Hono();
  app.use(securityHeaders({ production: true }));
  app.all('*', createStaticHandler(distDir));
  return app;
}

let rules: HeaderRule[];
let servedPaths: string[];

beforeAll(async () => {
  assertBuilt();
  rules = parseHeadersFile(readFileSync(join(distDir, hostHeadersFile), 'utf8'));
  const pages = Object.keys(JSON.parse(readFileSync(join(distDir, cspFile), 'utf8')) as Record<string, string>);
  const files = (await builtFiles(distDir))
    .map((file) => `/${distPath(distDir, file)}`)
    .filter((path) => !/\.(html|br|gz)$/.test(path) && path !== `/${hostHeadersFile}`);
  servedPaths = [...pages, ...files];
});

describe('dist/_headers', () => {
  it('gives every page and file exactly the headers the embedded backend sends in production', async () => {
    const site = productionSite();
    const differences: string[] = [];
    for (const path of servedPaths) {
      const response = await site.request(path);
      await response.body?.cancel();
      const sent = Object.fromEntries([...response.headers].filter(([name]) => !perResponse.has(name)));
      const written = Object.fromEntries(Object.entries(headersForPath(rules, path)).map(([name, value]) => [name.toLowerCase(), value]));
      if (!isDeepStrictEqual(sent, written))
        differences.push(`${path}: backend ${JSON.stringify(sent)}, _headers ${JSON.stringify(written)}`);
    }
    expect(servedPaths.length).toBeGreaterThan(100);
    expect(differences).toEqual([]);
  });

  it('carries the security headers on every path, the unknown ones included', () => {
    const headers = headersForPath(rules, '/no-such-page');
    for (const name of [
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]) {
      expect(headers[name], name).toBeTruthy();
    }
  });

  it("stays within Cloudflare Pages' limits of 100 rules and 2,000 characters a line", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    const longest = Math.max(...rules.flatMap((rule) => Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`.length)));
    expect(longest).toBeLessThanOrEqual(2000);
  });
});
