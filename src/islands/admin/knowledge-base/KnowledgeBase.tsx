import { useCallback, useRef } from 'react';
import { OpenedRow } from '../kit/OpenedRow.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteList } from './NoteList.tsx';
import { loadNote, type Note } from './notesApi.ts';
import { useNotesAddress } from './useNotesAddress.ts';

/**
 * The knowledge base, or the notes under one tag (`fixedTag`: the strategy notes): the list with
 * its search, or one note's editor, as the address says.
 */
export function KnowledgeBase({ timeZone, fixedTag = null }: { timeZone: string; fixedTag?: string | null }) {
  const { address, go, hrefOf } = useNotesAddress(fixedTag);
  // A note just created keeps its editor (and what is typed in it): only the address changes.
  const created = useRef<string | null>(null);
  const back = useCallback(() => go({ ...address, note: null }), [go, address]);
  const onCreated = useCallback(
    (note: Note) => {
      created.current = note.id;
      go({ ...address, note: note.id }, true);
    },
    [go, address],
  );
  const backLabel = fixedTag ? 'All strategy notes' : 'All notes';
  // Back at the list, the next time that note opens it is read from the server like any other.
  if (!address.note) created.current = null;
  const editor = { presetTag: fixedTag, timeZone, backLabel, onBack: back };

  if (address.note === 'new' || (address.note && address.note === created.current))
    return <NoteEditor initial={null} {...editor} onCreated={onCreated} />;
  if (address.note)
    return (
      <OpenedRow
        key={address.note}
        id={address.note}
        read={loadNote}
        what="the note"
        missing="This note does not exist"
        back="See every note"
        onBack={back}
      >
        {(note) => <NoteEditor initial={note} {...editor} presetTag={null} onCreated={() => undefined} />}
      </OpenedRow>
    );
  return <NoteList address={address} go={go} hrefOf={hrefOf} fixedTag={fixedTag} timeZone={timeZone} />;
}
