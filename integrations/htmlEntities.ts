const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An attribute's or a text's characters as the browser reads them: numeric references (`&#39;`,
 * `&#x2F;`) and the named ones a build writes, decoded in one pass so `&amp;lt;` stays `&lt;`.
 * A number past the last Unicode character reads as U+FFFD, as in the browser.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([\da-fA-F]+)|(amp|lt|gt|quot|apos));/g, (_match, decimal?: string, hex?: string, name?: string) => {
    if (name) return named[name] ?? '';
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}
