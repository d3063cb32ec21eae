import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeEntities, htmlText } from './htmlText.ts';

/**
 * Reads an RSS (2.0 or 1.0), Atom or OPML file, the same in the browser (an uploaded file) and in
 * the signal-feeds function (a fetched feed). Hostile files are refused with a message before the
 * parser sees them: over 5 MB, or declaring their own entities (a "billion laughs" file expands a
 * few hundred bytes into gigabytes). The parser only ever decodes XML's own and numeric entities.
 */
export const maxFeedFileBytes = 5 * 1024 * 1024;

export interface FeedItem {
  title: string;
  link: string | null;
  /** The description or content as plain text. */
  summary: string;
  /** When the item was published or last updated, as an ISO instant; null when the feed does not say. */
  published: string | null;
  /** The item's guid or id, else its link: what makes a second import of the same item a duplicate. */
  id: string | null;
}

export interface Feed {
  kind: 'feed';
  title: string;
  /** The site the feed belongs to. */
  link: string | null;
  items: FeedItem[];
}

export interface FeedListEntry {
  title: string;
  feed_url: string;
  site_url: string | null;
}

export interface FeedList {
  kind: 'opml';
  title: string;
  feeds: FeedListEntry[];
}

/** A file that is not a feed or a feed list, with a message fit for the owner. */
export class FeedFileError extends Error {}

type Node = unknown;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'outline', 'link'].includes(name),
  // Atom's content may be XHTML, whose mixed text the object form would reorder: kept raw instead.
  stopNodes: ['*.entry.content', '*.entry.summary'],
  processEntities: { enabled: true, maxEntityCount: 0, maxExpandedLength: 100_000, maxTotalExpansions: 1_000_000 },
});

export function readFeedFile(text: string): Feed | FeedList {
  const bytes = text.length > maxFeedFileBytes / 4 ? new TextEncoder().encode(text).byteLength : text.length;
  if (bytes > maxFeedFileBytes)
    throw new FeedFileError(`This file is ${(bytes / 1048576).toFixed(1)} MB; a feed file may be at most 5 MB.`);
  if (/<!ENTITY/i.test(text)) {
    throw new FeedFileError(
      'This file declares its own XML entities, which are not read: they can make a small file expand into gigabytes.',
    );
  }
  const root = parsed(text);
  const rss = record(root.rss);
  if (rss) return rssFeed(record(rss.channel) ?? {}, list(record(rss.channel)?.item));
  const rdf = record(root.RDF);
  if (rdf) return rssFeed(record(rdf.channel) ?? {}, list(rdf.item));
  const atom = record(root.feed);
  if (atom) return atomFeed(atom);
  const opml = record(root.opml);
  if (opml) return feedList(opml);
  const name = Object.keys(root).find((key) => !key.startsWith('?')) ?? 'none';
  throw new FeedFileError(`This XML file is not an RSS, Atom or OPML file: its root element is <${name}>.`);
}

/**
 * The document as objects. Besides malformed XML, the parser refuses element names that would
 * reach an object's prototype (`<__proto__>`, `<constructor>`) and nesting past its depth limit:
 * each is this file's fault, said as such, never an error of the reader.
 */
function parsed(text: string): Record<string, Node> {
  const unreadable = (reason: string) => new FeedFileError(`This file is not readable XML (${reason}). Choose an RSS, Atom or OPML file.`);
  // The parser lets a NUL through, and no database text can hold one.
  if (text.includes('\u0000')) throw unreadable('it holds a NUL character, which XML does not allow');
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) throw unreadable(`line ${valid.err.line}: ${valid.err.msg}`);
    return parser.parse(text) as Record<string, Node>;
  } catch (error) {
    if (error instanceof FeedFileError) throw error;
    throw unreadable(error instanceof Error ? error.message.replace(/^\[\w+\]\s*/, '') : String(error));
  }
}

function rssFeed(channel: Record<string, Node>, items: Node[]): Feed {
  return {
    kind: 'feed',
    title: htmlText(textOf(channel.title)),
    link: linkOf(channel.link),
    items: items.map(record).flatMap((item) => {
      if (!item) return [];
      const link = linkOf(item.link);
      const guid = textOf(item.guid).trim() || textOf(item.about).trim();
      return [
        {
          title: htmlText(textOf(item.title)),
          link,
          summary: htmlText(textOf(item.description) || textOf(item.encoded)),
          published: instant(textOf(item.pubDate) || textOf(item.date)),
          id: guid || link,
        },
      ];
    }),
  };
}

function atomFeed(feed: Record<string, Node>): Feed {
  return {
    kind: 'feed',
    title: htmlText(textOf(feed.title)),
    link: linkOf(feed.link),
    items: list(feed.entry)
      .map(record)
      .flatMap((entry) => {
        if (!entry) return [];
        const link = linkOf(entry.link);
        return [
          {
            title: htmlText(textOf(entry.title)),
            link,
            summary: atomText(entry.summary) || atomText(entry.content),
            published: instant(textOf(entry.published) || textOf(entry.updated)),
            id: textOf(entry.id).trim() || link,
          },
        ];
      }),
  };
}

/** An Atom text construct kept raw: XHTML as it is, CDATA unwrapped, escaped HTML decoded once first. */
function atomText(node: Node): string {
  const element = record(node);
  const raw = typeof node === 'string' ? node : typeof element?.['#text'] === 'string' ? element['#text'] : '';
  if (element && attribute(element, 'type') === 'xhtml') return htmlText(raw);
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(raw);
  return htmlText(cdata ? (cdata[1] ?? '') : decodeEntities(raw));
}

function feedList(opml: Record<string, Node>): FeedList {
  const feeds: FeedListEntry[] = [];
  const visit = (outlines: Node[]) => {
    for (const outline of outlines.map(record)) {
      if (!outline) continue;
      const feedUrl = attribute(outline, 'xmlUrl');
      if (feedUrl) {
        const title = attribute(outline, 'title') || attribute(outline, 'text') || feedUrl;
        feeds.push({ title, feed_url: feedUrl, site_url: attribute(outline, 'htmlUrl') || null });
      }
      visit(list(outline.outline));
    }
  };
  visit(list(record(opml.body)?.outline));
  return { kind: 'opml', title: textOf(record(opml.head)?.title).trim(), feeds };
}

const record = (node: Node): Record<string, Node> | null =>
  node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, Node>) : null;

const list = (node: Node): Node[] => (Array.isArray(node) ? node : node === undefined || node === null ? [] : [node]);

const attribute = (node: Record<string, Node>, name: string): string => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

/** All the text in a node: a string, an element with attributes, or XHTML content with children. */
function textOf(node: Node): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  const element = record(node);
  if (!element) return '';
  return Object.entries(element)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, value]) => textOf(value))
    .join(' ');
}

/** An RSS link (text) or an Atom link (`href`, the alternate one first), when it is a web address. */
function linkOf(node: Node): string | null {
  const links = list(node);
  const candidates = [
    ...links.filter((link) => typeof link === 'string'),
    ...links.map(record).filter((link) => link && ['', 'alternate'].includes(attribute(link, 'rel'))),
    ...links.map(record).filter((link) => link && attribute(link, 'rel') !== 'self'),
  ].map((link) => (typeof link === 'string' ? link.trim() : link ? attribute(link, 'href') : ''));
  return candidates.find((link) => /^https?:\/\/\S+$/i.test(link)) ?? null;
}

function instant(text: string): string | null {
  const time = Date.parse(text.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
