import { maxTags } from '../../../lib/knowledge/tags.ts';
import { readMarkdownFiles, type FileReading } from './markdownImport.ts';
import { importNotes } from './notesApi.ts';

/** What became of one file, as the import panel lists it. */
export interface FileOutcome {
  file: string;
  outcome: 'imported' | 'duplicate' | 'refused';
  message: string;
  /** The note imported or already kept, to open it. */
  id?: string;
}

function beforeSending(reading: FileReading): FileOutcome | null {
  if (reading.kind === 'refused') return { file: reading.file, outcome: 'refused', message: `Refused: ${reading.reason}` };
  if (reading.kind === 'duplicate')
    return { file: reading.file, outcome: 'duplicate', message: `Already in this import, as ${reading.of}.` };
  return null;
}

/**
 * Reads the files, sends the notes among them, and says what became of each file. A page about
 * one tag (strategy notes) gives the notes it imports that tag too.
 */
export async function importFiles(files: readonly File[], fixedTag: string | null): Promise<FileOutcome[]> {
  const read = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const readings = readMarkdownFiles(read);
  const notes = readings.flatMap((reading) => (reading.kind === 'note' ? [reading] : []));
  const sent = notes.map(({ note }) =>
    fixedTag && !note.tags.includes(fixedTag) && note.tags.length < maxTags ? { ...note, tags: [...note.tags, fixedTag] } : note,
  );
  const answers = sent.length ? await importNotes(sent) : [];
  let next = 0;
  return readings.map((reading) => {
    const known = beforeSending(reading);
    if (known || reading.kind !== 'note') return known as FileOutcome;
    const answer = answers[next++];
    const left = reading.notes.length ? ` ${reading.notes.join(' ')}` : '';
    if (!answer) return { file: reading.file, outcome: 'refused', message: 'Refused: the database gave no answer for this note.' };
    if (answer.outcome === 'refused') return { file: reading.file, outcome: 'refused', message: `Refused: ${answer.message}` };
    return {
      file: reading.file,
      outcome: answer.outcome,
      id: answer.id,
      message:
        (answer.outcome === 'imported'
          ? `Imported as “${reading.note.title}”.`
          : `Already in the knowledge base, as “${reading.note.title}”.`) + left,
    };
  });
}
