import { useState, type FormEvent } from 'react';
import { signUpWithPassword } from '../../lib/auth/authActions.ts';
import { checkCredentials } from '../../lib/auth/credentials.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { EmailField, NewPasswordField } from './Field.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthProblem } from './useAuthProblem.ts';
import { confirmationReturnHere, useNextPath, withNext } from './useNextPath.ts';
import { useSessionOnceInUse } from './useSessionOnceInUse.ts';
import { markFormReady, typedCredentials } from './formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'email', password: 'password' };

/**
 * Get Started: email and password with the 8-character rule shown up front. A new and an already
 * registered address get the same answer, so the page cannot be used to find out who has an account.
 * A render failure shows the error boundary's message in the island's place.
 */
export function SignUpForm(props: { signInPath: RoutePath }) {
  return (
    <ErrorBoundary>
      <SignUpFormBody {...props} />
    </ErrorBoundary>
  );
}

function SignUpFormBody({ signInPath }: { signInPath: RoutePath }) {
  useSessionOnceInUse();
  const next = useNextPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problem, report, clear, summaryRef } = useAuthProblem();
  const errorFor = (field: 'email' | 'password') => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const typed = typedCredentials(event.currentTarget);
    setEmail(typed.email);
    setPassword(typed.password);
    const invalid = checkCredentials(typed, 'sign-up');
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    // Read from the address now: a submit that waited for hydration can come before the hook's effect.
    const result = await signUpWithPassword(typed, confirmationReturnHere());
    setBusy(false);
    if (result.ok) setSentTo(typed.email.trim());
    else report(result.problem);
  }

  if (sentTo) return <CheckInbox email={sentTo} signInHref={withNext(signInPath, next)} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Create account" ref={markFormReady}>
      {problem && <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds} />}
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={errorFor('email')} />
      <NewPasswordField id={fieldIds.password} label="Password" value={password} onChange={setPassword} error={errorFor('password')} />
      <SubmitButton label="Create account" busyLabel="Creating account…" busy={busy} />
      <p className="auth-switch">
        Already have an account? <a href={withNext(signInPath, next)}>Sign in</a>
      </p>
    </form>
  );
}
