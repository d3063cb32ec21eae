import type { ReactNode } from 'react';
import { type AutosaveState, autosaveLine, autosavePhase } from './autosave.ts';
import type { KeptCopy } from './keptCopies.ts';

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
export function KeptCopyOffer({ copy, onRestore, onDiscard }: { copy: KeptCopy; onRestore(): void; onDiscard(): void }) {
  return (
    <div className="editor-offer" role="alert">
      <p>This browser kept changes from {new Date(copy.keptAt).toLocaleString()} that were never saved.</p>
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

/** A text field with its label, an optional hint, and its problem said beside it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  hint,
  problem,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  hint?: ReactNode;
  problem?: string | null;
  multiline?: boolean;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="admin-muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="form-error">
          {problem}
        </p>
      )}
    </div>
  );
}
