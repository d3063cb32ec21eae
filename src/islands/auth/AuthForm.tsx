import type { ReactNode, RefObject } from 'react';
import type { AuthField, AuthProblem } from '../../lib/auth/authProblem.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { markFormReady } from './formReady.ts';

interface AuthFormProps {
  label: string;
  /** The form's problem and the summary that takes focus when it appears (useAuthForm). */
  state: { problem: AuthProblem | null; summaryRef: RefObject<HTMLDivElement | null> };
  /** The input ids of the form's fields, so the summary can link to the one at fault. */
  fieldIds: Partial<Record<AuthField, string>>;
  onSubmit(form: HTMLFormElement): void;
  /** Shown with the problem: the way out of it (a new link, a new confirmation email). */
  remedy?: ReactNode;
  children: ReactNode;
}

/**
 * An auth or account form: checked by its own code (not the browser's bubbles), marked ready once
 * hydrated, with the problem summarised above its fields.
 */
export function AuthForm({ label, state, fieldIds, onSubmit, remedy, children }: AuthFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
      className="auth-form"
      aria-label={label}
      ref={markFormReady}
    >
      {state.problem && (
        <ErrorSummary problem={state.problem} summaryRef={state.summaryRef} fieldIds={fieldIds}>
          {remedy}
        </ErrorSummary>
      )}
      {children}
    </form>
  );
}
