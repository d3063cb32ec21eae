interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
}

/** The form's one submit button, disabled while its request is on the way. */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary auth-submit" disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
