/**
 * Markdown read into blocks and inline spans for an editor's preview: the common subset (headings,
 * paragraphs, lists, quotes, fenced code, rules; strong, emphasis, code and links). The page is
 * rendered by the build's own Markdown renderer; this preview only has to show the owner the
 * shape of what they wrote, without shipping a Markdown library to the browser. It yields data,
 * never HTML, so nothing typed can become markup; links keep only safe schemes.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph' | 'quote'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const inlinePattern = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

/** A link's address when it is one a preview may follow: http(s), mailto, or on this site. */
export function safeHref(href: string): string | null {
  return /^(https?:|mailto:|\/|#)/i.test(href) && !href.startsWith('//') ? href : null;
}

export function parseInline(text: string): Inline[] {
  const spans: Inline[] = [];
  let rest = text;
  for (let match = inlinePattern.exec(rest); match; match = inlinePattern.exec(rest)) {
    if (match.index > 0) spans.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, code, strong1, strong2, em1, em2, label, href] = match;
    if (code !== undefined) spans.push({ kind: 'code', text: code });
    else if (strong1 ?? strong2) spans.push({ kind: 'strong', children: parseInline((strong1 ?? strong2) as string) });
    else if (em1 ?? em2) spans.push({ kind: 'em', children: parseInline((em1 ?? em2) as string) });
    else {
      const safe = safeHref(href ?? '');
      spans.push(safe ? { kind: 'link', href: safe, children: parseInline(label ?? '') } : { kind: 'text', text: label ?? '' });
    }
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) spans.push({ kind: 'text', text: rest });
  return spans;
}

const listItem = /^\s{0,3}(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let at = 0;
  while (at < lines.length) {
    const line = lines[at] ?? '';
    if (!line.trim()) {
      at++;
      continue;
    }
    if (/^\s{0,3}(```|~~~)/.test(line)) {
      const fence = line.trim().slice(0, 3);
      const end = lines.findIndex((next, index) => index > at && next.trim().startsWith(fence));
      const stop = end < 0 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(at + 1, stop).join('\n') });
      at = stop + 1;
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: (heading[1]?.length ?? 1) as 1, children: parseInline(heading[2] ?? '') });
      at++;
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      at++;
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: Inline[][] = [];
      for (let next = listItem.exec(lines[at] ?? ''); next && (next[2] !== undefined) === ordered; next = listItem.exec(lines[at] ?? '')) {
        items.push(parseInline(next[3] ?? ''));
        at++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const quote = /^\s{0,3}>/.test(line);
    const gathered: string[] = [];
    while (
      at < lines.length &&
      (lines[at] ?? '').trim() &&
      (quote ? /^\s{0,3}>/.test(lines[at] ?? '') : !listItem.test(lines[at] ?? '') && !/^\s{0,3}(#{1,6}\s|```|~~~|>)/.test(lines[at] ?? ''))
    ) {
      gathered.push((lines[at] ?? '').replace(/^\s{0,3}>\s?/, quote ? '' : '$&').trim());
      at++;
    }
    blocks.push({ kind: quote ? 'quote' : 'paragraph', children: parseInline(gathered.join(' ')) });
  }
  return blocks;
}
