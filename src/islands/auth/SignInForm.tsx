import { useState, type FormEvent } from 'react';
import { signInWithPassword } from '../../lib/auth/authActions.ts';
import { checkCredentials } from '../../lib/auth/credentials.ts';
import { nextFrom } from '../../lib/auth/carryNext.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { EmailField, PasswordField } from './Field.tsx';
import { ResendButton } from './ResendButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthProblem } from './useAuthProblem.ts';
import { useNextPath, withNext } from './useNextPath.ts';
import { useSessionOnceInUse } from './useSessionOnceInUse.ts';
import { markFormReady, typedCredentials } from './formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'email', password: 'password' };

interface SignInFormProps {
  signUpPath: RoutePath;
  resetPasswordPath: RoutePath;
}

/**
 * Sign in with email and password, then return to the page the reader came from.
 * A render failure shows the error boundary's message in the island's place.
 */
export function SignInForm(props: SignInFormProps) {
  return (
    <ErrorBoundary>
      <SignInFormBody {...props} />
    </ErrorBoundary>
  );
}

function SignInFormBody({ signUpPath, resetPasswordPath }: SignInFormProps) {
  useSessionOnceInUse();
  const next = useNextPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { problem, report, clear, summaryRef } = useAuthProblem();
  const errorFor = (field: 'email' | 'password') => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const typed = typedCredentials(event.currentTarget);
    setEmail(typed.email);
    setPassword(typed.password);
    const invalid = checkCredentials(typed, 'sign-in');
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    const result = await signInWithPassword(typed);
    // Read from the address now: a submit that waited for hydration can come before the hook's effect.
    if (result.ok) return location.assign(nextFrom(location.search, location.origin));
    setBusy(false);
    report(result.problem);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Sign in" ref={markFormReady}>
      {problem && (
        <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds}>
          {problem.offerResend && <ResendButton email={email} />}
        </ErrorSummary>
      )}
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={errorFor('email')} />
      <PasswordField id={fieldIds.password} value={password} onChange={setPassword} error={errorFor('password')} />
      <SubmitButton label="Sign in" busyLabel="Signing in…" busy={busy} />
      <p className="auth-switch">
        <a href={resetPasswordPath}>Forgot password?</a>
      </p>
      <p className="auth-switch">
        New here? <a href={withNext(signUpPath, next)}>Create a free account</a>
      </p>
    </form>
  );
}
