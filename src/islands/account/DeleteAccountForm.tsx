import { useState } from 'react';
import { deleteAccount } from '../../lib/account/accountCalls.ts';
import type { AuthResult } from '../../lib/auth/authActions.ts';
import { leaveDeletedAccount } from '../../lib/auth/signOut.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { EmailField } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthForm } from '../auth/useAuthForm.ts';
import { typedValue } from '../auth/formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';

const fieldIds = { email: 'confirm-email' };

async function deleteConfirmedBy(email: string): Promise<AuthResult> {
  const result = await deleteAccount(email);
  if (result.ok) return { ok: true };
  const field = result.code === 'validation_failed' ? 'email' : undefined;
  return { ok: false, problem: { title: 'Account not deleted', message: result.message, field } };
}

/**
 * Deleting the account, confirmed by typing its address (the server compares it). Once deleted,
 * this browser signs out and lands on the welcome page, which says so.
 */
export function DeleteAccountForm() {
  return inErrorBoundary(<DeleteAccountFormBody />);
}

function DeleteAccountFormBody() {
  const [email, setEmail] = useState('');
  const form = useAuthForm({ leavesPage: true });

  function submit(element: HTMLFormElement): void {
    const typed = typedValue(element, fieldIds.email);
    setEmail(typed);
    const invalid =
      typed.trim() === ''
        ? { title: 'Address needed', message: 'Type your email address to confirm the deletion.', field: 'email' as const }
        : null;
    const leave = () => leaveDeletedAccount({ title: 'Your account is deleted', description: 'Everything tied to it has been removed.' });
    void form.send(invalid, () => deleteConfirmedBy(typed), leave);
  }

  return (
    <AuthForm label="Delete my account" state={form} fieldIds={fieldIds} onSubmit={submit}>
      <EmailField
        id={fieldIds.email}
        label="Type your email address to confirm"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={form.errorFor('email')}
      />
      <SubmitButton label="Delete my account" busyLabel="Deleting your account…" busy={form.busy} danger />
    </AuthForm>
  );
}
