import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportedNote, exportFiles, zipOf } from '../../../src/islands/admin/knowledge-base/markdownExport.ts';
import { type ImportedNote, readMarkdownFiles } from '../../../src/islands/admin/knowledge-base/markdownImport.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * Markdown files as the knowledge base's import reads them in the browser, sent to the database's
 * import: front matter kept, a bad file refused on its own, and the zip the export makes imported
 * again finding nothing new.
 */
let test: TestBackend;
let admin: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });
async function importNotes(notes: ImportedNote[]): Promise<{ outcome: string; message?: string }[]> {
  const { data, error } = await admin.client.rpc('import_kb_notes', { p_notes: notes });
  if (error) throw new Error(error.message);
  return data as { outcome: string }[];
}

describe('importing Markdown files and exporting them again', () => {
  it('imports the good files with their front matter while a bad file is refused, and an export imported again adds nothing', async () => {
    const readings = readMarkdownFiles([
      file(
        'pilot.md',
        '---\ntitle: AI pilot governance\ntags: [governance, "#Strategy"]\nsource: https://example.org/p\ncreated: 2025-03-04\n---\n\nWho signs off.\n',
      ),
      file('broken.md', '---\ntitle: [unclosed\n---\ntext'),
      file('vendors.md', '# Vendor shortlist\n\nThree vendors. #procurement\n'),
      file('again.md', '# Vendor shortlist\n\nThree vendors. #procurement\n'),
    ]);
    expect(readings.map((reading) => reading.kind)).toEqual(['note', 'refused', 'note', 'duplicate']);
    const notes = readings.flatMap((reading) => (reading.kind === 'note' ? [reading.note] : []));
    expect((await importNotes(notes)).map((entry) => entry.outcome)).toEqual(['imported', 'imported']);

    const { data: stored } = await admin.client.from('kb_notes').select('id, title, tags, source_links, created_at').order('title');
    expect(stored).toEqual([
      expect.objectContaining({ title: 'AI pilot governance', tags: ['governance', 'strategy'], source_links: ['https://example.org/p'] }),
      expect.objectContaining({ title: 'Vendor shortlist', tags: ['procurement'] }),
    ]);
    expect(Date.parse((stored as { created_at: string }[])[0]?.created_at ?? '')).toBe(Date.parse('2025-03-04T00:00:00Z'));

    await admin.client
      .from('kb_notes')
      .update({ archived_at: new Date().toISOString(), body_md: 'Who signs off.\n\nEdited, with a trailing line.\n' })
      .eq('title', 'AI pilot governance');
    const { data: everything } = await admin.client
      .from('kb_notes')
      .select('title, body_md, tags, source_links, created_at, updated_at, archived_at');
    const zip = unzipSync(zipOf(exportFiles(everything as ExportedNote[])));
    expect(Object.keys(zip).sort()).toEqual(['archive/ai-pilot-governance.md', 'vendor-shortlist.md']);
    const again = readMarkdownFiles(Object.entries(zip).map(([name, bytes]) => ({ name, bytes })));
    const outcomes = await importNotes(again.flatMap((reading) => (reading.kind === 'note' ? [reading.note] : [])));
    expect(outcomes.map((entry) => entry.outcome)).toEqual(['duplicate', 'duplicate']);
  });
});
