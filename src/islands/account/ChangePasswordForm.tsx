import { useState, type FormEvent } from 'react';
import type { AuthProblem } from '../../lib/auth/authProblem.ts';
import { checkNewPassword } from '../../lib/auth/credentials.ts';
import { setPassword } from '../../lib/auth/passwordActions.ts';
import { ErrorSummary } from '../auth/ErrorSummary.tsx';
import { NewPasswordField, PasswordField } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthProblem } from '../auth/useAuthProblem.ts';
import { markFormReady } from '../auth/formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

const fieldIds = { currentPassword: 'current-password', password: 'new-password' };

const currentPasswordNeeded: AuthProblem = {
  title: 'Current password needed',
  message: 'Enter the password you sign in with now.',
  field: 'currentPassword',
};

/**
 * The current password and a new one. The server refuses a change without the right current
 * password, and ends every other session when it is made. A render failure shows the error
 * boundary's message in the island's place.
 */
export function ChangePasswordForm() {
  return (
    <ErrorBoundary>
      <ChangePasswordFormBody />
    </ErrorBoundary>
  );
}

function ChangePasswordFormBody() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const { problem, report, clear, summaryRef } = useAuthProblem();
  const errorFor = (field: keyof typeof fieldIds) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [typedCurrent, typedNext] = [fieldIds.currentPassword, fieldIds.password].map((name) => form.get(name)?.toString() ?? '');
    setChanged(false);
    const invalid = typedCurrent === '' ? currentPasswordNeeded : checkNewPassword(typedNext ?? '');
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    const result = await setPassword(typedNext ?? '', typedCurrent);
    setBusy(false);
    if (!result.ok) return report(result.problem);
    setCurrent('');
    setNext('');
    setChanged(true);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Change password" ref={markFormReady}>
      {problem && <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds} />}
      <PasswordField
        id={fieldIds.currentPassword}
        label="Current password"
        value={current}
        onChange={setCurrent}
        error={errorFor('currentPassword')}
      />
      <NewPasswordField id={fieldIds.password} value={next} onChange={setNext} error={errorFor('password')} />
      <SubmitButton label="Change password" busyLabel="Changing password…" busy={busy} />
      <p role="status">{changed ? 'Your password is changed. Anywhere else you were signed in, you are now signed out.' : ''}</p>
    </form>
  );
}
