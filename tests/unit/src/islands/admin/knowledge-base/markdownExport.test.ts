import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportFiles, type ExportedNote, fileNameOf, zipOf } from '../../../../../../src/islands/admin/knowledge-base/markdownExport.ts';
import { readMarkdownFiles } from '../../../../../../src/islands/admin/knowledge-base/markdownImport.ts';

const stored = (title: string, body: string, extra: Partial<ExportedNote> = {}): ExportedNote => ({
  title,
  body_md: body,
  tags: ['governance'],
  source_links: ['https://example.org/a'],
  created_at: '2025-03-04T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  archived_at: null,
  ...extra,
});

describe('exporting notes as Markdown files', () => {
  it('names files after titles, safely and uniquely in any case, with archived notes in archive/', () => {
    expect(fileNameOf('AI: pilot / governance?')).toBe('ai-pilot-governance');
    expect(fileNameOf('Café ☕')).toBe('cafe');
    expect(fileNameOf('../../etc')).toBe('etc');
    expect(fileNameOf('???')).toBe('note');
    const files = exportFiles([stored('Plan', 'a'), stored('plan', 'b'), stored('Plan', 'c', { archived_at: '2026-01-01T00:00:00Z' })]);
    expect([...files.keys()]).toEqual(['plan.md', 'plan-2.md', 'archive/plan.md']);
  });

  it('reads back through the import as the same notes, so importing an export finds only duplicates', () => {
    const notes = [
      stored('AI pilot governance', '# AI pilot governance\n\nWho signs off.\n'),
      stored('Quotes: "yes" and #hash', '\n\nStarts with blank lines\nand ends without one'),
      stored('Archived', 'old', { archived_at: '2026-01-01T00:00:00Z', tags: [] }),
    ];
    const zip = unzipSync(zipOf(exportFiles(notes)));
    const readings = readMarkdownFiles(Object.entries(zip).map(([name, bytes]) => ({ name, bytes })));
    expect(readings.map((reading) => (reading.kind === 'note' ? reading.note : reading))).toEqual(
      notes.map((note) => ({
        title: note.title,
        body_md: note.body_md,
        tags: expect.arrayContaining(note.tags),
        source_links: note.source_links,
        created_at: note.created_at,
      })),
    );
    expect(strFromU8(zip['archive/archived.md'] ?? new Uint8Array())).toContain('title: Archived');
  });
});
