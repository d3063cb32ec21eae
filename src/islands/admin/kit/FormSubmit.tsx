import type { ReactNode } from 'react';
import { FormProblem } from '../../shared/FormField.tsx';

/** The foot of a form: its failure announced, its submit button (busy while saving), and a Cancel or other buttons beside it. */
export function FormSubmit({
  label,
  busyLabel = 'Saving…',
  saving,
  failure,
  onCancel,
  children,
}: {
  /** The submit button's words (a name for screen readers may ride along in a hidden span). */
  label: ReactNode;
  busyLabel?: string;
  saving: boolean;
  failure: string;
  onCancel?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <FormProblem problem={failure} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? busyLabel : label}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        {children}
      </div>
    </>
  );
}
