import type { ReactNode } from 'react';
import { type AutosaveState, autosaveLine, autosavePhase } from './autosave.ts';
import type { KeptCopy } from './keptCopies.ts';
import { ownerLabel } from './ownerDateTime.ts';

/** "Saved", "Saving…", "Not saved: why" or "Unsaved changes", read out as it changes. */
export function SaveLine({ state, children }: { state: AutosaveState; children?: ReactNode }) {
  const failed = autosavePhase(state) === 'failed';
  return (
    <div className="admin-actions editor-save-line">
      <p role="status" className={failed ? 'form-error' : 'admin-muted'}>
        {autosaveLine(state)}
      </p>
      {children}
    </div>
  );
}

/** The copy typed here before a reload, offered back when the server never got it. */
export function KeptCopyOffer({
  copy,
  timeZone,
  onRestore,
  onDiscard,
}: {
  copy: KeptCopy;
  timeZone: string;
  onRestore(): void;
  onDiscard(): void;
}) {
  return (
    <div className="editor-offer" role="alert">
      <p>This browser kept changes from {ownerLabel(copy.keptAt, timeZone)} that were never saved.</p>
      <div className="admin-actions">
        <button type="button" className="button button-primary" onClick={onRestore}>
          Restore them
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
