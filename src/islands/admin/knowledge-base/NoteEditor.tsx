import { useState } from 'react';
import { fieldsOf } from '../kit/draftField.ts';
import { ConfirmDelete } from '../kit/ConfirmDelete.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { SaveLine } from '../publishing/EditorParts.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';
import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { deleteNote, type Note, setArchived } from './notesApi.ts';
import { bodyMaxLength, titleMaxLength } from './noteFields.ts';
import { useNoteEditor } from './useNoteEditor.ts';

/** One note: title, tags, source links and Markdown with its preview, saved as typed; archive, restore, delete. */
export function NoteEditor({
  initial,
  presetTag,
  timeZone,
  backLabel,
  onBack,
  onCreated,
}: {
  initial: Note | null;
  presetTag: string | null;
  timeZone: string;
  backLabel: string;
  onBack(): void;
  onCreated(note: Note): void;
}) {
  const { note, fields, setField, autosave, problems, saveNow, replaceNote } = useNoteEditor(initial, presetTag, onCreated);
  const field = fieldsOf('note', fields, setField, problems);
  const [busy, setBusy] = useState(false);

  async function act(what: () => Promise<void>) {
    setBusy(true);
    try {
      await what();
    } catch (error) {
      addToast({ title: 'Nothing was changed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  const archive = (archived: boolean) =>
    act(async () => {
      if (!note || !(await saveNow())) throw new Error('Save what you typed first: see the line above.');
      replaceNote(await setArchived(note.id, archived));
      addToast({ title: archived ? 'Note archived' : 'Note restored' });
    });
  const remove = () =>
    act(async () => {
      if (!note) return;
      await deleteNote(note.id);
      addToast({ title: 'Note deleted' });
      onBack();
    });

  return (
    <article className="card notes-editor" aria-labelledby="note-editor-title">
      <div className="admin-actions">
        <button type="button" className="button" onClick={onBack}>
          ← {backLabel}
        </button>
      </div>
      <h2 id="note-editor-title" className="section-title">
        {note ? 'Note' : 'New note'}
        {note?.archived_at && <span className="admin-badge">archived</span>}
        {note?.is_sample && <span className="admin-badge">sample</span>}
      </h2>
      {note || autosave.edits > 0 ? (
        <SaveLine state={autosave}>
          {autosave.failure && (
            <button type="button" className="button" onClick={() => void saveNow()}>
              Try again
            </button>
          )}
        </SaveLine>
      ) : (
        <p className="admin-muted">The note saves itself as you write, once it has a title.</p>
      )}
      {note && (
        <p className="admin-muted">
          Created {ownerLabel(note.created_at, timeZone)} · Changed {ownerLabel(note.updated_at, timeZone)}
          {note.archived_at && <> · Archived {ownerLabel(note.archived_at, timeZone)}</>}
        </p>
      )}
      <TextField label="Title" maxLength={titleMaxLength} {...field('title')} />
      <div className="admin-form-grid">
        <TextField
          label="Tags"
          maxLength={2000}
          hint="Words separated by spaces or commas; soc-15 and the like name an occupational group."
          {...field('tags')}
        />
        <TextField label="Source links" maxLength={42_000} hint="One web address per line." multiline {...field('links')} />
      </div>
      <MarkdownField
        id="note-body"
        label="Body (Markdown)"
        value={fields.body}
        onChange={(value) => setField('body', value)}
        maxLength={bodyMaxLength}
      />
      {problems.body && <p className="form-error">{problems.body}</p>}
      {note && (
        <div className="admin-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void archive(!note.archived_at)}>
            {note.archived_at ? 'Restore' : 'Archive'}
          </button>
          <ConfirmDelete
            ask="Delete…"
            question="Delete this note for good?"
            confirm="Delete note"
            tone="primary"
            disabled={busy}
            onConfirm={() => void remove()}
          />
        </div>
      )}
    </article>
  );
}
