import { downloadFile } from '../kit/downloadFile.ts';
import { exportFiles, zipOf } from './markdownExport.ts';
import { allNotes } from './notesApi.ts';

/** Downloads every note (or every note with the page's tag) as a zip of Markdown files; answers how many. */
export async function downloadNotesZip(fixedTag: string | null, today: string): Promise<number> {
  const notes = (await allNotes()).filter((note) => !fixedTag || note.tags.includes(fixedTag));
  const zip = zipOf(exportFiles(notes));
  const name = fixedTag ? `${fixedTag}-notes-${today}.zip` : `knowledge-base-${today}.zip`;
  downloadFile(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), name);
  return notes.length;
}
