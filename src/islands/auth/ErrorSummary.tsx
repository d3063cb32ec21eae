import type { ReactNode, RefObject } from 'react';
import type { AuthField, AuthProblem } from '../../lib/auth/authProblem.ts';

interface ErrorSummaryProps {
  problem: AuthProblem;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The input ids of the form's fields, so the summary can link to the one at fault. */
  fieldIds: Partial<Record<AuthField, string>>;
  children?: ReactNode;
}

/** What went wrong, above the form; it takes focus when it appears, and links to the field at fault. */
export function ErrorSummary({ problem, summaryRef, fieldIds, children }: ErrorSummaryProps) {
  const fieldId = problem.field ? fieldIds[problem.field] : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a message, named by its title when it takes focus.
    <div ref={summaryRef} tabIndex={-1} className="auth-alert" role="group" aria-labelledby="auth-alert-title">
      <h2 id="auth-alert-title" className="auth-alert-title">
        {problem.title}
      </h2>
      <p>{fieldId ? <a href={`#${fieldId}`}>{problem.message}</a> : problem.message}</p>
      {children}
    </div>
  );
}
