const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);

/** A page of the sitemap: its path, and for a published piece the time it last changed. */
export type SitemapEntry = string | { path: string; lastModified?: string };

/** A sitemap `urlset` of the given pages, each made absolute under `site`, with `lastmod` where known. */
export function sitemapXml(entries: readonly SitemapEntry[], site: URL): string {
  const urls = entries.map((entry) => {
    const { path, lastModified } = typeof entry === 'string' ? { path: entry, lastModified: undefined } : entry;
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(path, site).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
