import { useState } from 'react';
import { checkEmail } from '../../lib/auth/credentials.ts';
import { requestPasswordReset } from '../../lib/auth/passwordActions.ts';
import { AuthForm } from './AuthForm.tsx';
import { DoneNotice } from './DoneNotice.tsx';
import { EmailField } from './Field.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthForm } from './useAuthForm.ts';
import { typedValue } from './formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'reset-email' };

/** Forgot password: the address, then the same answer whether or not it has an account, so the form never tells who has one. */
export function RequestResetForm() {
  return inErrorBoundary(<RequestResetFormBody />);
}

function RequestResetFormBody() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm();

  function submit(element: HTMLFormElement): void {
    const typed = typedValue(element, fieldIds.email);
    setEmail(typed);
    const sent = () => setSentTo(typed.trim());
    void form.send(checkEmail(typed), () => requestPasswordReset(typed), sent);
  }

  if (sentTo) return <ResetLinkSent email={sentTo} />;
  return (
    <AuthForm label="Ask for a reset link" state={form} fieldIds={fieldIds} onSubmit={submit}>
      <p>Enter the address you signed up with. We will mail you a link to choose a new password.</p>
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={form.errorFor('email')} />
      <SubmitButton label="Send reset link" busyLabel="Sending…" busy={form.busy} />
    </AuthForm>
  );
}

function ResetLinkSent({ email }: { email: string }) {
  return (
    <DoneNotice title="Check your inbox">
      <p>
        If an account uses <strong>{email}</strong>, we have sent it a link to choose a new password. The link works for one hour.
      </p>
      <p className="form-hint">
        Nothing after a few minutes? Check your spam folder and the address, then{' '}
        <a href={'/reset-password' satisfies RoutePath}>ask again</a>.
      </p>
    </DoneNotice>
  );
}
