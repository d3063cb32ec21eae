import { describe, expect, it } from 'vitest';
import { fileMaxBytes, readMarkdownFile, readMarkdownFiles } from '../../../../../../src/islands/admin/knowledge-base/markdownImport.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const note = (name: string, text: string) => {
  const reading = readMarkdownFile(name, bytes(text));
  if (reading.kind !== 'note') throw new Error(`expected a note, got ${JSON.stringify(reading)}`);
  return reading;
};

describe('reading a Markdown file as a note', () => {
  it('reads the front matter: title, tags as a list, sources, created date, and keeps the text without it', () => {
    const { note: read, notes } = note(
      'pilot.md',
      '---\ntitle: AI pilot governance\ntags: [governance, "#Pilots"]\nsource: https://example.org/a\ncreated: 2025-03-04\n---\n\nWho signs off a pilot.\n',
    );
    expect(read).toEqual({
      title: 'AI pilot governance',
      body_md: 'Who signs off a pilot.\n',
      tags: ['governance', 'pilots'],
      source_links: ['https://example.org/a'],
      created_at: '2025-03-04T00:00:00.000Z',
    });
    expect(notes).toEqual([]);
  });

  it('takes tags as a comma string, Obsidian #tags in the text, and links from url, links and source_links', () => {
    const { note: read } = note(
      'x.md',
      '---\ntags: strategy, soc-15\nurl: https://a.example\nlinks:\n  - https://b.example\nsource_links: [https://a.example]\n---\n# Heading\nSee #area/ai and #Strategy, not `#code` nor # a heading.\n',
    );
    expect(read.tags).toEqual(['strategy', 'soc-15', 'area/ai']);
    expect(read.source_links).toEqual(['https://a.example', 'https://b.example']);
  });

  it('takes the title from the first # heading, then from the file name', () => {
    expect(note('notes/idea.md', 'Intro\n\n# The real title\n\ntext').note.title).toBe('The real title');
    expect(note('notes/Quarterly review.md', 'Just text, no heading.').note.title).toBe('Quarterly review');
    expect(note('plain.md', 'No front matter').note.body_md).toBe('No front matter');
  });

  it('leaves out a bad tag, a link that is not http and a date that is not one, and says so', () => {
    const { note: read, notes } = note('x.md', '---\ntitle: T\ntags: [ok, soc-99]\nsource: ftp://old.example\ndate: someday\n---\ntext');
    expect(read.tags).toEqual(['ok']);
    expect(read.source_links).toEqual([]);
    expect(read.created_at).toBeUndefined();
    expect(notes).toHaveLength(3);
    expect(notes.join(' ')).toMatch(/soc-99.*ftp:\/\/old\.example.*someday/);
  });

  it('refuses a file that is not UTF-8, too large, with front matter that does not parse, or with nothing in it', () => {
    const refused = (name: string, content: Uint8Array) => {
      const reading = readMarkdownFile(name, content);
      return reading.kind === 'refused' ? reading.reason : `not refused: ${reading.kind}`;
    };
    expect(refused('latin1.md', new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe('The file is not UTF-8 text.');
    expect(refused('big.md', new Uint8Array(fileMaxBytes + 1).fill(0x61))).toMatch(/larger than 1 MB/);
    expect(refused('bad.md', bytes('---\ntitle: [unclosed\n---\ntext'))).toMatch(/^Its front matter could not be read/);
    expect(refused('list.md', bytes('---\n- a\n- b\n---\ntext'))).toMatch(/not a list of fields/);
    expect(refused('empty.md', bytes('---\ntags: [a]\n---\n  \n'))).toMatch(/nothing to keep/);
    expect(refused('binary.md', bytes('a\u0000b'))).toBe('The file is not text.');
  });
});

describe('reading many files', () => {
  it('marks a note repeated within the import (same title in any case, same text) as a duplicate, and still reads the others after a bad file', () => {
    const readings = readMarkdownFiles([
      { name: 'a.md', bytes: bytes('# Same\nbody') },
      { name: 'bad.md', bytes: new Uint8Array([0xff]) },
      { name: 'copy.md', bytes: bytes('---\ntitle: SAME\n---\n# Same\nbody') },
      { name: 'c.md', bytes: bytes('# Other\nbody') },
    ]);
    expect(readings.map((reading) => reading.kind)).toEqual(['note', 'refused', 'duplicate', 'note']);
    expect(readings[2]).toEqual({ file: 'copy.md', kind: 'duplicate', of: 'a.md' });
  });
});
