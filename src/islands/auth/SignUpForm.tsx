import { useState } from 'react';
import { signUpWithPassword } from '../../lib/auth/authActions.ts';
import { checkCredentials } from '../../lib/auth/credentials.ts';
import { AuthForm } from './AuthForm.tsx';
import { CheckInbox } from './CheckInbox.tsx';
import { EmailField, NewPasswordField } from './Field.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthForm } from './useAuthForm.ts';
import { confirmationReturnHere, useNextPath, withNext } from './useNextPath.ts';
import { useSessionOnceInUse } from './useSessionOnceInUse.ts';
import { typedCredentials } from './formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'email', password: 'password' };

/**
 * Get Started: email and password with the 8-character rule shown up front. A new and an already
 * registered address get the same answer, so the page cannot be used to find out who has an account.
 */
export function SignUpForm(props: { signInPath: RoutePath }) {
  return inErrorBoundary(<SignUpFormBody {...props} />);
}

function SignUpFormBody({ signInPath }: { signInPath: RoutePath }) {
  useSessionOnceInUse();
  const next = useNextPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm();

  function submit(element: HTMLFormElement): void {
    const typed = typedCredentials(element);
    setEmail(typed.email);
    setPassword(typed.password);
    // Read from the address now: a submit that waited for hydration can come before the hook's effect.
    const request = () => signUpWithPassword(typed, confirmationReturnHere());
    void form.send(checkCredentials(typed, 'sign-up'), request, () => setSentTo(typed.email.trim()));
  }

  if (sentTo) return <CheckInbox email={sentTo} signInHref={withNext(signInPath, next)} />;
  return (
    <AuthForm label="Create account" state={form} fieldIds={fieldIds} onSubmit={submit}>
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={form.errorFor('email')} />
      <NewPasswordField id={fieldIds.password} label="Password" value={password} onChange={setPassword} error={form.errorFor('password')} />
      <SubmitButton label="Create account" busyLabel="Creating account…" busy={form.busy} />
      <p className="auth-switch">
        Already have an account? <a href={withNext(signInPath, next)}>Sign in</a>
      </p>
    </AuthForm>
  );
}
