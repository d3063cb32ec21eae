import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAutosaver } from '../kit/useAutosaver.ts';
import { hasUnsavedEdits } from '../publishing/autosave.ts';
import { type Note, saveNote } from './notesApi.ts';
import { fieldsOf, type NoteFields, noteValues } from './noteFields.ts';

/**
 * The editing of one note: fields as typed, saved by themselves a moment after typing stops (a
 * new note once it has a title). A failed save keeps every character typed, says why, and is
 * tried again on the next edit or by "Try again"; leaving the page with unsaved text asks first.
 */
export function useNoteEditor(initial: Note | null, presetTag: string | null, onCreated: (note: Note) => void) {
  const [note, setNote] = useState(initial);
  const [fields, setFieldsState] = useState<NoteFields>(() => fieldsOf(initial, presetTag));
  const fieldsRef = useRef(fields);
  const noteRef = useRef(note);

  const { autosave, autosaver } = useAutosaver({
    problem: () => {
      const checked = noteValues(fieldsRef.current);
      return 'problems' in checked ? (Object.values(checked.problems)[0] ?? null) : null;
    },
    save: async () => {
      const checked = noteValues(fieldsRef.current);
      if ('problems' in checked) throw new Error(Object.values(checked.problems)[0]);
      const wasNew = noteRef.current === null;
      const saved = await saveNote(noteRef.current?.id ?? null, checked.values);
      noteRef.current = saved;
      setNote(saved);
      if (wasNew) onCreated(saved);
    },
  });

  useEffect(() => {
    if (!hasUnsavedEdits(autosave)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [autosave]);

  const setField = useCallback(
    (name: keyof NoteFields, value: string) => {
      const next = { ...fieldsRef.current, [name]: value };
      fieldsRef.current = next;
      setFieldsState(next);
      autosaver.edited();
    },
    [autosaver],
  );

  /** A note changed by a button (archived, restored): what was typed is saved first. */
  const replaceNote = useCallback((changed: Note) => {
    noteRef.current = changed;
    setNote(changed);
  }, []);

  const problems = useMemo(() => {
    const checked = noteValues(fields);
    return autosave.edits > 0 && 'problems' in checked ? checked.problems : {};
  }, [fields, autosave.edits]);

  return { note, fields, setField, autosave, problems, saveNow: autosaver.saveNow, replaceNote };
}
