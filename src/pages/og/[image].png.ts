/**
 * `/og/<title>.png`: the picture social networks show with a link to a page (its `og:image`), one
 * per distinct page title, and one per published piece's title, drawn at build
 * (src/lib/share/shareImage.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { contentPages } from '../../lib/publishing/publishedPages.ts';
import { renderShareImage } from '../../lib/share/shareImage.ts';
import { contentShareImageName, shareImageTitles } from '../../lib/share/shareImagePaths.ts';
import { site } from '../../lib/site.ts';

export const getStaticPaths = (async () => {
  const images = new Map(shareImageTitles());
  for (const { title } of await contentPages()) images.set(contentShareImageName(title), title);
  return [...images].map(([image, title]) => ({ params: { image }, props: { title } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ title: string }> = async ({ props, site: siteUrl }) => {
  if (!siteUrl) throw new Error('og images: expected `site` in astro.config.mjs (PUBLIC_SITE_URL), found none.');
  const png = await renderShareImage(props.title, site, siteUrl);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
