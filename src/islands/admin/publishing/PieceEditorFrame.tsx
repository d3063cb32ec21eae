import type { ReactNode } from 'react';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import type { AutosaveState } from './autosave.ts';
import { KeptCopyOffer, SaveLine } from './EditorParts.tsx';
import type { KeptCopy } from './keptCopies.ts';

interface EditorState {
  fields: { status: string };
  autosave: AutosaveState;
  offer: KeptCopy | null;
  restoreOffer(): void;
  discardOffer(): void;
}

/**
 * A piece's editor around its fields: the way back to the list, the heading, a note under it, the
 * copy this browser kept, and the save line with its button once the piece is past a draft (it no
 * longer saves itself).
 */
export function PieceEditorFrame({
  heading,
  isSample,
  editor,
  timeZone,
  saveLabel = 'Save changes',
  onSave,
  onList,
  note,
  children,
}: {
  heading: string;
  isSample: boolean;
  editor: EditorState;
  timeZone: string;
  saveLabel?: string;
  onSave(): void;
  onList(): void;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <OpenedSection back="← All pieces" onBack={onList} title={heading} isSample={isSample}>
      {note}
      {editor.offer && (
        <KeptCopyOffer copy={editor.offer} timeZone={timeZone} onRestore={editor.restoreOffer} onDiscard={editor.discardOffer} />
      )}
      <SaveLine state={editor.autosave}>
        {!['idea', 'draft'].includes(editor.fields.status) && (
          <button type="button" className="button" onClick={onSave}>
            {saveLabel}
          </button>
        )}
      </SaveLine>
      {children}
    </OpenedSection>
  );
}
