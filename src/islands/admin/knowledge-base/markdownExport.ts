import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';

/**
 * Every note as a Markdown file with front matter, the way the import reads it back (so exporting
 * and importing again adds nothing): archived notes in an `archive/` folder, file names from the
 * titles, made safe for every file system and unique without regard to case.
 */
export interface ExportedNote {
  title: string;
  body_md: string;
  tags: string[];
  source_links: string[];
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

/** A title as a file name: letters and digits, hyphens between words, at most 80 characters. */
export function fileNameOf(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return stem || 'note';
}

export function noteMarkdown(note: ExportedNote): string {
  const front = stringify(
    { title: note.title, tags: note.tags, source_links: note.source_links, created: note.created_at, updated: note.updated_at },
    { lineWidth: 0 },
  );
  return `---\n${front}---\n\n${note.body_md}`;
}

/** The files of the export, by path, in the order given. */
export function exportFiles(notes: readonly ExportedNote[]): Map<string, string> {
  const files = new Map<string, string>();
  const taken = new Set<string>();
  for (const note of notes) {
    const folder = note.archived_at ? 'archive/' : '';
    const stem = fileNameOf(note.title);
    let path = `${folder}${stem}.md`;
    for (let count = 2; taken.has(path.toLowerCase()); count++) path = `${folder}${stem}-${count}.md`;
    taken.add(path.toLowerCase());
    files.set(path, noteMarkdown(note));
  }
  return files;
}

/** The zip of the files, in the browser. */
export function zipOf(files: ReadonlyMap<string, string>): Uint8Array {
  return zipSync(Object.fromEntries([...files].map(([path, text]) => [path, strToU8(text)])), { level: 6 });
}
