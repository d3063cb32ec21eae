import { parse as parseYaml } from 'yaml';
import { maxTags, normaliseTag } from '../../../lib/knowledge/tags.ts';
import { bodyMaxLength, maxLinks, titleMaxLength } from './noteFields.ts';

/**
 * Reading Markdown files as notes, in the browser, the way Obsidian writes them: YAML front
 * matter when present (title, tags as a list or a comma string, `#tag`s, source/url/links,
 * date/created), the title otherwise from the first `# heading`, then from the file name. A file
 * that cannot be a note is refused with its own reason; the others still go.
 */
export interface ImportedNote {
  title: string;
  body_md: string;
  tags: string[];
  source_links: string[];
  created_at?: string;
}

export type FileReading =
  | { file: string; kind: 'note'; note: ImportedNote; notes: string[] }
  | { file: string; kind: 'duplicate'; of: string }
  | { file: string; kind: 'refused'; reason: string };

export const fileMaxBytes = 1024 * 1024;

const frontMatterPattern = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const linkPattern = /^https?:\/\/\S+$/i;

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Tags from the front matter (a list, or one string split at commas and spaces) and `#tag`s in the text. */
function tagsOf(data: Record<string, unknown>, body: string, notes: string[]): string[] {
  const typed = listOf(data.tags ?? data.tag).flatMap((entry) =>
    typeof entry === 'string' || typeof entry === 'number' ? String(entry).split(/[\s,]+/) : [],
  );
  // A #tag in the text, outside code: Obsidian's inline tags ("# heading" has a space, so it is not one).
  const prose = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/(?:^|\s)#([\p{L}\p{N}_/-]*\p{L}[\p{L}\p{N}_/-]*)/gu)].map((match) => match[1] ?? '');
  const tags: string[] = [];
  for (const entry of [...typed, ...inline].filter(Boolean)) {
    const result = normaliseTag(entry);
    if ('problem' in result) notes.push(`Tag left out: ${result.problem}`);
    else if (!tags.includes(result.tag)) tags.push(result.tag);
  }
  if (tags.length > maxTags) notes.push(`Only the first ${maxTags} of ${tags.length} tags were kept.`);
  return tags.slice(0, maxTags);
}

function linksOf(data: Record<string, unknown>, notes: string[]): string[] {
  const links: string[] = [];
  for (const key of ['source', 'sources', 'url', 'source_links', 'links']) {
    for (const entry of listOf(data[key])) {
      const link = typeof entry === 'string' ? entry.trim() : '';
      if (linkPattern.test(link) && link.length <= 2000) {
        if (!links.includes(link)) links.push(link);
      } else notes.push(`Source left out: “${String(entry).slice(0, 80)}” is not an http or https address.`);
    }
  }
  if (links.length > maxLinks) notes.push(`Only the first ${maxLinks} of ${links.length} source links were kept.`);
  return links.slice(0, maxLinks);
}

function createdOf(data: Record<string, unknown>, notes: string[]): string | undefined {
  const value = data.created ?? data.date;
  if (value === undefined || value === null || value === '') return undefined;
  const instant = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) {
    notes.push(`Date left out: “${String(value).slice(0, 40)}” is not a date.`);
    return undefined;
  }
  return new Date(instant).toISOString();
}

const fileTitle = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\.(md|markdown|txt)$/i, '')
    .trim();

/** One file read as a note, or the reason it cannot be one. */
export function readMarkdownFile(file: string, bytes: Uint8Array): FileReading {
  const refuse = (reason: string): FileReading => ({ file, kind: 'refused', reason });
  if (bytes.byteLength > fileMaxBytes) return refuse(`The file is larger than 1 MB (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB).`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('The file is not UTF-8 text.');
  }
  if (text.includes('\u0000')) return refuse('The file is not text.');
  let data: Record<string, unknown> = {};
  let body = text;
  const front = frontMatterPattern.exec(text);
  if (front) {
    let parsed: unknown;
    try {
      parsed = parseYaml(front[1] ?? '');
    } catch (error) {
      return refuse(`Its front matter could not be read: ${(error as Error).message.split('\n')[0]}`);
    }
    if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed)))
      return refuse('Its front matter is not a list of fields (like “title: …”).');
    data = (parsed ?? {}) as Record<string, unknown>;
    // One blank line after the front matter separates it from the text; it is not the text's.
    body = text.slice(front[0].length).replace(/^\r?\n/, '');
  }
  const notes: string[] = [];
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1];
  const title =
    (typeof data.title === 'string' || typeof data.title === 'number' ? String(data.title) : '').trim() ||
    heading?.trim() ||
    fileTitle(file);
  if (!body.trim() && !data.title) return refuse('The file holds nothing to keep: no text and no title.');
  if (!title) return refuse('The note has no title: give it a “title:” or a “# heading”.');
  if (body.length > bodyMaxLength) return refuse(`The note is longer than ${bodyMaxLength.toLocaleString('en')} characters.`);
  const note: ImportedNote = {
    title: title.slice(0, titleMaxLength),
    body_md: body,
    tags: tagsOf(data, body, notes),
    source_links: linksOf(data, notes),
  };
  const created = createdOf(data, notes);
  if (created) note.created_at = created;
  return { file, kind: 'note', note, notes };
}

/** The same note twice in one import is sent once: same title (in any case) and same text. */
const sameness = (note: ImportedNote) => `${note.title.trim().toLowerCase()}\u0000${note.body_md.trim()}`;

/** Every file read, a note repeated within the import marked as a duplicate of the file it repeats. */
export function readMarkdownFiles(files: readonly { name: string; bytes: Uint8Array }[]): FileReading[] {
  const seen = new Map<string, string>();
  return files.map(({ name, bytes }) => {
    const reading = readMarkdownFile(name, bytes);
    if (reading.kind !== 'note') return reading;
    const key = sameness(reading.note);
    const first = seen.get(key);
    if (first !== undefined) return { file: name, kind: 'duplicate', of: first };
    seen.set(key, name);
    return reading;
  });
}
