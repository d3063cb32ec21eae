interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** For an action that cannot be undone (deleting the account). */
  danger?: boolean;
}

/** The form's one submit button, disabled while its request is on the way. */
export function SubmitButton({ label, busyLabel, busy, danger = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button auth-submit ${danger ? 'button-danger' : 'button-primary'}`}
      disabled={busy}
      aria-disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
