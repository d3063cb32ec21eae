/** `/apple-touch-icon.png`: the icon iOS puts on a home screen, from the favicon (src/lib/share/appIcons.ts). */
import type { APIRoute } from 'astro';
import { appleTouchIcon, renderAppIcon } from '../lib/share/appIcons.ts';

export const GET: APIRoute = () =>
  new Response(new Uint8Array(renderAppIcon(appleTouchIcon.size)), { headers: { 'Content-Type': 'image/png' } });
