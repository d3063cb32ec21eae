const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);

/** A sitemap `urlset` of the given paths, each made absolute under `site`. */
export function sitemapXml(paths: readonly string[], site: URL): string {
  const entries = paths.map((path) => `<url><loc>${escapeXml(new URL(path, site).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
