import { parseTags } from '../../../lib/knowledge/tags.ts';

/** A note as typed in the editor: tags in one box, source links one per line. */
export interface NoteFields {
  title: string;
  tags: string;
  links: string;
  body: string;
}

export interface NoteValues {
  title: string;
  tags: string[];
  source_links: string[];
  body_md: string;
}

export type NoteProblems = Partial<Record<keyof NoteFields, string>>;

export const titleMaxLength = 300;
export const bodyMaxLength = 100_000;
export const maxLinks = 20;
const linkPattern = /^https?:\/\/\S+$/i;

/** Source links typed one per line: each must be an http or https address. */
export function parseLinks(typed: string): { links: string[] } | { problem: string } {
  const links: string[] = [];
  for (const line of typed.split(/\r?\n/).map((entry) => entry.trim())) {
    if (!line) continue;
    if (!linkPattern.test(line) || line.length > 2000)
      return { problem: `“${line.slice(0, 80)}” is not a web address starting with http:// or https://.` };
    if (!links.includes(line)) links.push(line);
  }
  if (links.length > maxLinks) return { problem: `At most ${maxLinks} source links, not ${links.length}.` };
  return { links };
}

/** The note as stored, or what is wrong with each field, said beside it. */
export function noteValues(fields: NoteFields): { values: NoteValues } | { problems: NoteProblems } {
  const problems: NoteProblems = {};
  const title = fields.title.trim();
  if (!title) problems.title = 'Give the note a title.';
  else if (title.length > titleMaxLength) problems.title = `Keep the title under ${titleMaxLength} characters (it has ${title.length}).`;
  const tags = parseTags(fields.tags);
  if ('problem' in tags) problems.tags = tags.problem;
  const links = parseLinks(fields.links);
  if ('problem' in links) problems.links = links.problem;
  if (fields.body.length > bodyMaxLength) problems.body = `Keep the note under ${bodyMaxLength.toLocaleString('en')} characters.`;
  if ('problem' in tags || 'problem' in links || Object.keys(problems).length > 0) return { problems };
  return { values: { title, tags: tags.tags, source_links: links.links, body_md: fields.body } };
}

/** The editor's fields for a stored note (or a new one, with the tag the page is about). */
export function fieldsOf(note: NoteValues | null, presetTag: string | null = null): NoteFields {
  if (!note) return { title: '', tags: presetTag ?? '', links: '', body: '' };
  return { title: note.title, tags: note.tags.join(' '), links: note.source_links.join('\n'), body: note.body_md };
}
