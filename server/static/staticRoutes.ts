import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { acceptedEncodings } from './acceptedEncodings.ts';
import { byteRange, type ByteRange } from './byteRange.ts';
import { createCspLookup } from './cspPolicies.ts';
import { createEtagLookup, matchesIfNoneMatch } from './etags.ts';
import { resolveFile, type ResolvedFile } from './resolveFile.ts';
import { cacheControl, hashedAssetsPrefix } from '../../integrations/siteHeaders.ts';

const plainText = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * Serves the built site from dist/ as a static host would: @hono/node-server's serveStatic sends
 * the file (its type, the build's brotli or gzip copy when the client takes it, HEAD, ranges);
 * around it, the site's URL scheme, the cache rules, the build's ETags with 304 answers and each
 * page's CSP.
 */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const cspFor = createCspLookup(root);
  const currentEtags = createEtagLookup(root);

  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { ...plainText, Allow: 'GET, HEAD' } });
    }
    const path = new URL(c.req.url).pathname;
    const resolved = resolveFile(root, path);
    if (!resolved) return new Response('Not found', { status: 404, headers: plainText });
    const etagFor = currentEtags();
    const range =
      resolved.status === 200 ? byteRange(c.req.raw.headers, resolved.size, etagFor(resolved.file)) : { answer: 'whole' as const };
    const headers = new Headers({
      'Cache-Control': path.startsWith(hashedAssetsPrefix) && resolved.status === 200 ? cacheControl.hashedAsset : cacheControl.other,
      Vary: 'Accept-Encoding',
    });
    const policy = resolved.file.endsWith('.html') ? cspFor(resolved.file) : undefined;
    if (policy) headers.set('Content-Security-Policy', policy);
    if (range.answer === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${resolved.size}`);
      return new Response(null, { status: 416, headers });
    }

    const sent = await sendFile(c, resolved, range);
    if (!sent) return new Response('Not found', { status: 404, headers: plainText });
    for (const [name, value] of headers) sent.response.headers.set(name, value);
    const etag = etagFor(sent.file);
    if (etag) sent.response.headers.set('ETag', etag);
    if (resolved.status === 200 && etag && matchesIfNoneMatch(c.req.header('if-none-match'), etag)) {
      await sent.response.body?.cancel();
      for (const name of ['Content-Length', 'Content-Range', 'Accept-Ranges']) sent.response.headers.delete(name);
      return new Response(null, { status: 304, headers: sent.response.headers });
    }
    return new Response(sent.response.body, {
      status: resolved.status === 404 ? 404 : sent.response.status,
      headers: sent.response.headers,
    });
  };
}

/**
 * serveStatic reads the Range and Accept-Encoding headers itself, each in a narrow form, so both
 * are rewritten to it first. It answers only `bytes=<first>-<last>` right (it takes a last byte of
 * 0 for "to the end"), so Range is set to the part decided above or removed. It matches encoding
 * names exactly, without weights, case or `*`, so Accept-Encoding is set to the plain names of the
 * encodings the client accepts. A part is cut from the file as it is, never from a compressed
 * copy, so it matches the ETag that If-Range was checked against.
 */
async function sendFile(c: Context, resolved: ResolvedFile, range: ByteRange): Promise<{ response: Response; file: string } | undefined> {
  const headers = c.req.raw.headers;
  const part = range.answer === 'part' && range.end > 0 ? range : undefined;
  if (part) headers.set('range', `bytes=${part.start}-${part.end}`);
  else if (headers.has('range')) headers.delete('range');
  const encodings = acceptedEncodings(headers.get('accept-encoding'));
  if (encodings.length > 0) headers.set('accept-encoding', encodings.join(', '));
  else headers.delete('accept-encoding');
  let file = resolved.file;
  const send = serveStatic({
    path: resolved.file,
    precompressed: !part,
    onFound: (found) => {
      file = found;
    },
  });
  const response = await send(c, async () => {});
  if (!(response instanceof Response)) return undefined;
  // serveStatic dates a part by the file's creation; the answer's Date must be when it was sent.
  response.headers.delete('Date');
  return { response, file };
}
