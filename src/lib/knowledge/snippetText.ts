/**
 * A note's snippet as a reader sees the note: the Markdown syntax of its cut-out lines taken away
 * (emphasis, headings, quotes, list markers, links, code ticks), the words and the search's match
 * marks kept. A snippet is a fragment, so a lone marker left at either end goes too.
 */
export function snippetText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)/, '')
        .replace(/!?\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1')
        .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
        .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?![\w*])/g, '$1$2')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\*\*|__|~~|`/g, ''),
    )
    .join('\n');
}
