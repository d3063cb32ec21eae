/**
 * The source a link comes from, as a reader names it: its host without `www.` ("https://www.ft.com/
 * content/x" → "ft.com"). A link typed without its scheme ("ft.com/x") is read as https. Empty
 * when the text is not a web address.
 */
export function sourceFromLink(link: string): string {
  const text = link.trim();
  if (!text || /\s/.test(text)) return '';
  const url = parsedUrl(text) ?? (/^[\w-]+(\.[\w-]+)+([/:?#]|$)/.test(text) ? parsedUrl(`https://${text}`) : null);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return '';
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
