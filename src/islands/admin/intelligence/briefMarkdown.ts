/**
 * A research brief as one Markdown document, built from the signals and notes the owner chose, in
 * their order: the title, an empty summary for the owner to write, one section per source, and a
 * numbered "Sources" section whose numbers the sections cite. Nothing here is invented: every line
 * comes from a chosen signal or note.
 */
import { slugFromTitle } from '../publishing/slugs.ts';

export interface BriefSignal {
  kind: 'signal';
  id: string;
  title: string;
  url: string | null;
  source: string;
  summary: string;
  strength: number;
  /** The signal's date, YYYY-MM-DD. */
  signal_on: string;
}

export interface BriefNote {
  kind: 'note';
  id: string;
  title: string;
  body_md: string;
  source_links: readonly string[];
  created_at: string;
}

export type BriefSource = BriefSignal | BriefNote;

/** The heading the Sources section starts with; "Update sources" finds it again by this line. */
export const sourcesHeading = '## Sources';

/** Text kept on one line, with the characters Markdown would read as formatting escaped. */
export function inlineText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`);
}

/** A date as a reader of the brief expects it: "20 November 2026". A date-only value is read as that calendar day. */
export function readableDate(value: string, timeZone = 'UTC'): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant)) return value;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: dateOnly ? 'UTC' : timeZone }).format(instant);
}

/** A link's host without "www.", as the text of a link in the Sources section. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A link destination in angle brackets, so parentheses in an address do not end it early. */
const destination = (url: string) => `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;
const link = (text: string, url: string) => `[${inlineText(text)}](${destination(url)})`;

/**
 * A note's own Markdown inside the brief: its headings moved two levels down (a note's "# Title"
 * becomes "### Title", below the brief's sections), code blocks left exactly as written.
 */
export function nestedMarkdown(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening && (fence === null || opening.startsWith(fence))) {
        fence = fence === null ? opening : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(
        /^( {0,3})(#{1,6})(?=\s|$)/,
        (_, indent: string, marks: string) => `${indent}${'#'.repeat(Math.min(6, marks.length + 2))}`,
      );
    })
    .join('\n')
    .trim();
}

function signalSection(signal: BriefSignal, number: number): string {
  const facts = [signal.source.trim() && inlineText(signal.source), readableDate(signal.signal_on), `strength ${signal.strength} of 5`]
    .filter(Boolean)
    .join(', ');
  const citation = signal.url ? `[[${number}]](${destination(signal.url)})` : `[${number}]`;
  const summary = signal.summary.trim() ? `\n\n${signal.summary.trim()}` : '';
  return `## ${inlineText(signal.title)}\n\n*${facts}* ${citation}${summary}`;
}

function noteSection(note: BriefNote, number: number, timeZone: string): string {
  const body = nestedMarkdown(note.body_md);
  return `## ${inlineText(note.title)}\n\n${body ? `${body}\n\n` : ''}*From the owner’s note of ${readableDate(note.created_at, timeZone)}* [${number}]`;
}

/** One numbered line of the Sources section. */
function sourceLine(source: BriefSource, number: number, timeZone: string): string {
  if (source.kind === 'signal') {
    const title = source.url ? link(source.title, source.url) : inlineText(source.title);
    const facts = [source.source.trim() && inlineText(source.source), readableDate(source.signal_on)].filter(Boolean).join(', ');
    return `${number}. ${title}. ${facts}.`;
  }
  const links = source.source_links.map((url) => link(hostOf(url), url));
  const origin = links.length > 0 ? links.join(', ') : `Owner’s note, ${readableDate(source.created_at, timeZone)}`;
  return `${number}. ${inlineText(source.title)}. ${origin}.`;
}

/** The Sources section alone, numbered in the order of the items. */
export function sourcesSection(sources: readonly BriefSource[], timeZone = 'UTC'): string {
  if (sources.length === 0) return `${sourcesHeading}\n\nNo sources chosen yet.`;
  return `${sourcesHeading}\n\n${sources.map((source, index) => sourceLine(source, index + 1, timeZone)).join('\n')}`;
}

/** The whole document, composed afresh from the title and the chosen sources. */
export function composeBrief(title: string, sources: readonly BriefSource[], timeZone = 'UTC'): string {
  const sections = sources.map((source, index) =>
    source.kind === 'signal' ? signalSection(source, index + 1) : noteSection(source, index + 1, timeZone),
  );
  return `${[`# ${inlineText(title)}`, '## Summary', ...sections, sourcesSection(sources, timeZone)].join('\n\n')}\n`;
}

/**
 * The document with its Sources section built again from the sources, the rest as the owner wrote
 * it: the section runs from its heading to the next heading of level one or two (outside code
 * blocks), or to the end. A document without one gains it at the end.
 */
export function withSourcesUpdated(markdown: string, sources: readonly BriefSource[], timeZone = 'UTC'): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence = false;
  let start = -1;
  let end = lines.length;
  for (const [index, line] of lines.entries()) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence) continue;
    if (start === -1 && line.trim() === sourcesHeading) start = index;
    else if (start !== -1 && /^ {0,3}#{1,2}(\s|$)/.test(line)) {
      end = index;
      break;
    }
  }
  const section = sourcesSection(sources, timeZone);
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}\n`;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before ? `${before}\n\n` : ''}${section}\n${after ? `\n${after}\n` : ''}`;
}

/** The file a brief downloads as: its title as a slug, "brief.md" when the title has no letters or digits. */
export function briefFileName(title: string): string {
  return `${slugFromTitle(title) || 'brief'}.md`;
}
