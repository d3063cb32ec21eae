import { useCallback } from 'react';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
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
  const back = useCallback(() => go({ ...address, note: null }), [go, address]);
  // A note just created keeps its editor: only the address changes.
  const created = useCallback((note: Note) => history.replaceState(null, '', hrefOf({ ...address, note: note.id })), [hrefOf, address]);
  const backLabel = fixedTag ? 'All strategy notes' : 'All notes';

  if (address.note === 'new')
    return <NoteEditor initial={null} presetTag={fixedTag} timeZone={timeZone} backLabel={backLabel} onBack={back} onCreated={created} />;
  if (address.note) return <SavedNote key={address.note} id={address.note} timeZone={timeZone} backLabel={backLabel} onBack={back} />;
  return <NoteList address={address} go={go} hrefOf={hrefOf} fixedTag={fixedTag} timeZone={timeZone} />;
}

function SavedNote({ id, timeZone, backLabel, onBack }: { id: string; timeZone: string; backLabel: string; onBack(): void }) {
  const load = useCallback(() => loadNote(id), [id]);
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="the note" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (!state.data)
    return (
      <ToolEmpty title="This note does not exist">
        It may have been deleted.{' '}
        <button type="button" className="admin-link" onClick={onBack}>
          See every note
        </button>
        .
      </ToolEmpty>
    );
  return (
    <NoteEditor
      initial={state.data}
      presetTag={null}
      timeZone={timeZone}
      backLabel={backLabel}
      onBack={onBack}
      onCreated={() => undefined}
    />
  );
}
