import { useState, type FormEvent } from 'react';
import { deleteAccount } from '../../lib/account/accountCalls.ts';
import { leaveDeletedAccount } from '../../lib/auth/signOut.ts';
import { ErrorSummary } from '../auth/ErrorSummary.tsx';
import { EmailField } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthProblem } from '../auth/useAuthProblem.ts';
import { markFormReady } from '../auth/formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

const fieldIds = { email: 'confirm-email' };

/**
 * Deleting the account, confirmed by typing its address (the server compares it). Once deleted,
 * this browser signs out and lands on the welcome page, which says so. A render failure shows the
 * error boundary's message in the island's place.
 */
export function DeleteAccountForm() {
  return (
    <ErrorBoundary>
      <DeleteAccountFormBody />
    </ErrorBoundary>
  );
}

function DeleteAccountFormBody() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const { problem, report, clear, summaryRef } = useAuthProblem();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(fieldIds.email)?.toString() ?? '';
    setEmail(typed);
    if (typed.trim() === '')
      return report({ title: 'Address needed', message: 'Type your email address to confirm the deletion.', field: 'email' });
    clear();
    setBusy(true);
    const result = await deleteAccount(typed);
    if (!result.ok) {
      setBusy(false);
      return report({
        title: 'Account not deleted',
        message: result.message,
        field: result.code === 'validation_failed' ? 'email' : undefined,
      });
    }
    leaveDeletedAccount({ title: 'Your account is deleted', description: 'Everything tied to it has been removed.' });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Delete my account" ref={markFormReady}>
      {problem && <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds} />}
      <EmailField
        id={fieldIds.email}
        label="Type your email address to confirm"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={problem?.field === 'email' ? problem.message : undefined}
      />
      <SubmitButton label="Delete my account" busyLabel="Deleting your account…" busy={busy} danger />
    </form>
  );
}
