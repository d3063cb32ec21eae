import { type DragEvent, useState } from 'react';
import { ownerDate } from '../../../lib/ownerDays.ts';
import type { FileOutcome } from './importNotes.ts';
import { FormProblem } from '../../shared/FormField.tsx';

/** Import of Markdown files (chosen or dropped), with what became of each, and the export of every note as a zip. */
export function NotesTransfer({ fixedTag, timeZone, onImported }: { fixedTag: string | null; timeZone: string; onImported(): void }) {
  const [busy, setBusy] = useState<'' | 'import' | 'export'>('');
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const [problem, setProblem] = useState('');
  const [exported, setExported] = useState('');
  const [dragging, setDragging] = useState(false);

  async function importChosen(files: File[]) {
    if (files.length === 0 || busy) return;
    setBusy('import');
    setProblem('');
    try {
      // The YAML reader and the zip writer load when first used: opening the notes does not wait for them.
      const { importFiles } = await import('./importNotes.ts');
      const answered = await importFiles(files, fixedTag);
      setOutcomes(answered);
      if (answered.some((entry) => entry.outcome === 'imported')) onImported();
    } catch (error) {
      setProblem(`Nothing was imported. ${(error as Error).message}`);
    } finally {
      setBusy('');
    }
  }
  async function exportAll() {
    setBusy('export');
    setProblem('');
    try {
      const { downloadNotesZip } = await import('./exportNotes.ts');
      const count = await downloadNotesZip(fixedTag, ownerDate(timeZone, Date.now()));
      setExported(`${count} ${count === 1 ? 'note' : 'notes'} exported.`);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy('');
    }
  }
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void importChosen([...event.dataTransfer.files]);
  };

  return (
    <section
      className={dragging ? 'card notes-transfer notes-dragging' : 'card notes-transfer'}
      aria-labelledby="notes-transfer-title"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <h2 id="notes-transfer-title" className="section-title">
        Import and export
      </h2>
      <p className="admin-muted">
        Choose or drop Markdown files (.md, up to 1 MB each). Front matter is read when present: title, tags, source or links, and created
        or date. The same note twice is kept once.{fixedTag ? ` Imported notes are tagged ${fixedTag}.` : ''}
      </p>
      <div className="admin-actions">
        <label className="button editor-file-button">
          {busy === 'import' ? 'Importing…' : 'Import Markdown files'}
          <input
            type="file"
            className="sr-only-text"
            multiple
            accept=".md,.markdown,text/markdown,text/plain"
            disabled={busy !== ''}
            onChange={(event) => {
              void importChosen([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <button type="button" className="button" disabled={busy !== ''} onClick={() => void exportAll()}>
          {busy === 'export' ? 'Exporting…' : 'Export all as Markdown (zip)'}
        </button>
        {exported && (
          <p className="admin-muted" role="status">
            {exported}
          </p>
        )}
      </div>
      <FormProblem problem={problem} />
      {outcomes.length > 0 && (
        <ul className="notes-outcomes" aria-label="What became of each file">
          {outcomes.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the list is replaced whole.
            <li key={index} className={`notes-outcome-${entry.outcome}`}>
              <strong>{entry.file}</strong>: {entry.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
