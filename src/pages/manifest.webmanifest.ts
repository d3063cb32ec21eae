/** `/manifest.webmanifest`, linked from every page (src/lib/share/webManifest.ts). */
import type { APIRoute } from 'astro';
import { webManifest } from '../lib/share/webManifest.ts';
import { site } from '../lib/site.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest(site)), { headers: { 'Content-Type': 'application/manifest+json' } });
