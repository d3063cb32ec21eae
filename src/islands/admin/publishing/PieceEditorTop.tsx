import type { ReactNode } from 'react';
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
 * The top of a piece's editor: the way back to the list, the heading, the copy this browser kept,
 * and the save line with its button once the piece is past a draft (it no longer saves itself).
 */
export function PieceEditorTop({
  heading,
  isSample,
  editor,
  timeZone,
  saveLabel = 'Save changes',
  onSave,
  onList,
  children,
}: {
  heading: string;
  isSample: boolean;
  editor: EditorState;
  timeZone: string;
  saveLabel?: string;
  onSave(): void;
  onList(): void;
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className="admin-link" onClick={onList}>
        ← All pieces
      </button>
      <h2 id="editor-title" className="section-title">
        {heading}
        {isSample && <span className="admin-badge">sample</span>}
      </h2>
      {children}
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
    </>
  );
}
