import { resolve } from 'node:path';
import type { Context } from 'hono';
import { createAssetCache } from './assetCache.ts';
import { createCspLookup } from './cspPolicies.ts';
import { negotiateEncoding } from './negotiateEncoding.ts';
import { resolveFile } from './resolveFile.ts';

/** Serves the built site from dist/ with compression, cache headers, ETags and per-page CSP. */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const assetFor = createAssetCache();
  const cspFor = createCspLookup(root);

  return (c: Context): Response => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const path = new URL(c.req.url).pathname;
    const resolved = resolveFile(root, path);
    if (!resolved) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

    const asset = assetFor(resolved.file);
    const encoding = negotiateEncoding(c.req.header('accept-encoding') ?? null, asset);
    const etag = `"${asset.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const isHtml = asset.contentType.startsWith('text/html');
    const headers = new Headers({
      'Content-Type': asset.contentType,
      'Cache-Control': path.startsWith('/_astro/') && resolved.status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    });
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    const policy = isHtml ? cspFor(resolved.file) : undefined;
    if (policy) headers.set('Content-Security-Policy', policy);

    if (resolved.status === 200 && c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = asset.bodies[encoding] ?? asset.bodies.identity;
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : body, { status: resolved.status, headers });
  };
}
