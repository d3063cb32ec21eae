import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkEmail } from '../../lib/auth/credentials.ts';
import { requestPasswordReset } from '../../lib/auth/passwordActions.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { EmailField } from './Field.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthProblem } from './useAuthProblem.ts';
import { markFormReady } from './formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'reset-email' };

/**
 * Forgot password: the address, then the same answer whether or not it has an account, so the
 * form never tells who has one. A render failure shows the error boundary's message in its place.
 */
export function RequestResetForm() {
  return (
    <ErrorBoundary>
      <RequestResetFormBody />
    </ErrorBoundary>
  );
}

function RequestResetFormBody() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problem, report, clear, summaryRef } = useAuthProblem();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(fieldIds.email)?.toString() ?? '';
    setEmail(typed);
    const invalid = checkEmail(typed);
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    const result = await requestPasswordReset(typed);
    setBusy(false);
    if (result.ok) setSentTo(typed.trim());
    else report(result.problem);
  }

  if (sentTo) return <ResetLinkSent email={sentTo} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Ask for a reset link" ref={markFormReady}>
      {problem && <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds} />}
      <p>Enter the address you signed up with. We will mail you a link to choose a new password.</p>
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={problem?.field === 'email' ? problem.message : undefined} />
      <SubmitButton label="Send reset link" busyLabel="Sending…" busy={busy} />
    </form>
  );
}

function ResetLinkSent({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-form auth-done">
      <h2 ref={headingRef} tabIndex={-1} className="auth-alert-title">
        Check your inbox
      </h2>
      <p>
        If an account uses <strong>{email}</strong>, we have sent it a link to choose a new password. The link works for one hour.
      </p>
      <p className="form-hint">
        Nothing after a few minutes? Check your spam folder and the address, then{' '}
        <a href={'/reset-password' satisfies RoutePath}>ask again</a>.
      </p>
    </div>
  );
}
