import { useState } from 'react';
import { checkPasswordChange } from '../../lib/auth/credentials.ts';
import { setPassword } from '../../lib/auth/passwordActions.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { NewPasswordField, PasswordField } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { typedValue } from '../auth/formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';

const fieldIds = { currentPassword: 'current-password', password: 'new-password' };

/**
 * The current password and a new one. The server refuses a change without the right current
 * password, and ends every other session when it is made.
 */
export function ChangePasswordForm() {
  return inErrorBoundary(<ChangePasswordFormBody />);
}

function ChangePasswordFormBody() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState(false);
  const form = useAuthForm();

  function clearAndConfirm(): void {
    setCurrent('');
    setNext('');
    setChanged(true);
  }

  function submit(element: HTMLFormElement): void {
    const typedCurrent = typedValue(element, fieldIds.currentPassword);
    const typedNext = typedValue(element, fieldIds.password);
    setChanged(false);
    void form.send(checkPasswordChange(typedCurrent, typedNext), () => setPassword(typedNext, typedCurrent), clearAndConfirm);
  }

  return (
    <AuthForm label="Change password" state={form} fieldIds={fieldIds} onSubmit={submit}>
      <PasswordField
        id={fieldIds.currentPassword}
        label="Current password"
        value={current}
        onChange={setCurrent}
        error={form.errorFor('currentPassword')}
      />
      <NewPasswordField id={fieldIds.password} value={next} onChange={setNext} error={form.errorFor('password')} />
      <SubmitButton label="Change password" busyLabel="Changing password…" busy={form.busy} />
      <p role="status">{changed ? 'Your password is changed. Anywhere else you were signed in, you are now signed out.' : ''}</p>
    </AuthForm>
  );
}
