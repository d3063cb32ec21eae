import { useState } from 'react';

interface ConfirmDeleteProps {
  /** The first button's text, and its accessible name where the text alone does not say what goes. */
  ask: string;
  askName?: string;
  /** The button that deletes, once asked. */
  confirm: string;
  confirmName?: string;
  keep?: string;
  /** The delete drawn as the danger or the primary button, rather than a plain one. */
  tone?: 'danger' | 'primary';
  /** Asks in a fieldset whose legend is this question, where the buttons alone would not say it. */
  question?: string;
  disabled?: boolean;
  onConfirm(): void;
}

/** A delete asked twice: the first press turns the button into the delete itself beside a way to keep the row. */
export function ConfirmDelete({
  ask,
  askName,
  confirm,
  confirmName,
  keep = 'Keep it',
  tone,
  question,
  disabled,
  onConfirm,
}: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)} aria-label={askName}>
        {ask}
      </button>
    );
  }
  const buttons = (
    <>
      <button
        type="button"
        className={tone ? `button button-${tone}` : 'button'}
        disabled={disabled}
        onClick={onConfirm}
        aria-label={confirmName}
      >
        {confirm}
      </button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>
        {keep}
      </button>
    </>
  );
  return question ? (
    <fieldset className="admin-actions admin-views">
      <legend>{question}</legend>
      {buttons}
    </fieldset>
  ) : (
    buttons
  );
}
