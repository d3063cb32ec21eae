import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';

const buildingPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>The site is building</title></head>
<body>
<h1>The site is building</h1>
<p>This server has no built site yet and is building it now. This page reloads itself every ten seconds; the site appears when the build is done (usually within a minute).</p>
</body></html>
`;

/**
 * While there is no built site at all and its first build runs, pages answer 503 "the site is
 * building" (with Retry-After) instead of a bare "Not found". Once a site exists, a rebuild never
 * shows this: the old site is served until the new one is swapped in.
 */
export function siteWhileBuilding(
  serve: (c: Context) => Promise<Response>,
  distDir: string,
  building: () => boolean,
): (c: Context) => Promise<Response> {
  return async (c) => {
    const response = await serve(c);
    if (response.status !== 404 || !building() || existsSync(join(distDir, 'index.html'))) return response;
    await response.body?.cancel();
    return new Response(c.req.method === 'HEAD' ? null : buildingPage, {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '10', 'Cache-Control': 'no-store' },
    });
  };
}
