/**
 * What published HTML may hold, on every surface a reader gets it: the built pages and feeds
 * (the content loader, src/content/loaders/publishedLoader.ts), the newsletter's mail
 * (functions/newsletter-send/issueMail.ts) and the editors' previews, whose DOMPurify takes the
 * options derived below. Markdown's own output fits in it; of raw HTML, only text markup passes:
 * no script, style, form, frame (embeds aside, see embeds.ts), object or SVG, no event handler,
 * no style attribute, and links and sources only to the listed protocols, with `data:` for
 * images alone. An element not listed is unwrapped (its text stays) unless it is dropped whole.
 */
type AttributeRule = string | readonly [name: string, ...allowed: (string | RegExp)[]];

/** Ids a reader can link to (headings' slugs, footnotes'): lower case, so no id can shadow a script's global such as `dataLayer`. */
const linkableId = ['id', /^[^A-Z\s]+$/] as const;

export const contentAllowList = {
  tags: [
    ...['a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div'],
    ...['dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd'],
    ...['li', 'mark', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'span', 'strike', 'strong'],
    ...['sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr'],
    // Kept only as long as it takes to turn an allowed embed into its placeholder; any other frame goes.
    'iframe',
  ],
  /** Elements removed with everything inside them, where unwrapping would leave code or clutter as text. */
  dropped: ['script', 'style', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'object', 'embed', 'title', 'xmp', 'noembed'],
  /** Attributes by element (`*`: any element), some with the values they may take. */
  attributes: {
    '*': ['title', 'lang', 'dir'],
    a: [
      'href',
      'aria-label',
      'aria-describedby',
      'data-footnote-ref',
      'data-footnote-backref',
      ['class', 'data-footnote-backref'],
      linkableId,
    ],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    time: ['datetime'],
    code: [['class', /^language-[\w+#-]+$/]],
    ol: ['start', 'reversed', ['class', 'contains-task-list']],
    ul: [['class', 'contains-task-list']],
    li: ['value', ['class', 'task-list-item'], linkableId],
    // A task list's box: shown, never filled in (any other input goes, and the box is always disabled).
    input: [['type', 'checkbox'], 'disabled', 'checked'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
    section: ['data-footnotes', ['class', 'footnotes']],
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, [linkableId, ['class', 'sr-only']]])),
  } as Record<string, readonly AttributeRule[]>,
  /** Protocols a URL attribute may name; a relative address names none and always passes. */
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https', 'data'], cite: ['http', 'https'] },
  /** The only `data:` URLs kept: images in `<img src>`, which a browser never runs. */
  dataImage: /^data:image\/(?:png|jpeg|gif|webp|avif);base64,/i,
} as const;

const attributeName = (rule: AttributeRule) => (typeof rule === 'string' ? rule : rule[0]);

/**
 * The same list as DOMPurify's options, for the editors' previews: its tags, every attribute any
 * of them may have, and URLs limited to the same protocols (DOMPurify itself keeps `data:` to
 * images). DOMPurify checks no values and keeps any `aria-*`, so the preview is the looser of the
 * two, never the stricter.
 */
export function domPurifyOptions() {
  const protocols = [...new Set(Object.values(contentAllowList.protocols).flat())].filter((protocol) => protocol !== 'data');
  const tags = [...contentAllowList.tags];
  const attributes = [...new Set(Object.values(contentAllowList.attributes).flat().map(attributeName))];
  const uris = new RegExp(`^(?:(?:${protocols.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
  const dropped = [...contentAllowList.dropped];
  return { ALLOWED_TAGS: tags, ALLOWED_ATTR: attributes, ALLOWED_URI_REGEXP: uris, ADD_FORBID_CONTENTS: dropped, ALLOW_DATA_ATTR: false };
}
