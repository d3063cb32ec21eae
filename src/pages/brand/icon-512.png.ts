/** `/brand/icon-512.png`: the web manifest's large icon, from the favicon (src/lib/share/appIcons.ts). */
import type { APIRoute } from 'astro';
import { largeAppIcon, renderAppIcon } from '../../lib/share/appIcons.ts';

export const GET: APIRoute = () =>
  new Response(new Uint8Array(renderAppIcon(largeAppIcon.size)), { headers: { 'Content-Type': 'image/png' } });
