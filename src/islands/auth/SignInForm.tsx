import { useState } from 'react';
import { signInWithPassword } from '../../lib/auth/authActions.ts';
import { checkCredentials } from '../../lib/auth/credentials.ts';
import { nextFrom } from '../../lib/auth/carryNext.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField, PasswordField } from './Field.tsx';
import { ResendButton } from './ResendButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthForm } from './useAuthForm.ts';
import { useNextPath, withNext } from './useNextPath.ts';
import { useSessionOnceInUse } from './useSessionOnceInUse.ts';
import { typedCredentials } from './formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { email: 'email', password: 'password' };

interface SignInFormProps {
  signUpPath: RoutePath;
  resetPasswordPath: RoutePath;
}

/** Sign in with email and password, then return to the page the reader came from. */
export function SignInForm(props: SignInFormProps) {
  return inErrorBoundary(<SignInFormBody {...props} />);
}

function SignInFormBody({ signUpPath, resetPasswordPath }: SignInFormProps) {
  useSessionOnceInUse();
  const next = useNextPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm({ leavesPage: true });

  function submit(element: HTMLFormElement): void {
    const typed = typedCredentials(element);
    setEmail(typed.email);
    setPassword(typed.password);
    // Read from the address then: a submit that waited for hydration can come before the hook's effect.
    const goOn = () => location.assign(nextFrom(location.search, location.origin));
    void form.send(checkCredentials(typed, 'sign-in'), () => signInWithPassword(typed), goOn);
  }

  return (
    <AuthForm
      label="Sign in"
      state={form}
      fieldIds={fieldIds}
      onSubmit={submit}
      remedy={form.problem?.offerResend && <ResendButton email={email} />}
    >
      <EmailField id={fieldIds.email} value={email} onChange={setEmail} error={form.errorFor('email')} />
      <PasswordField id={fieldIds.password} value={password} onChange={setPassword} error={form.errorFor('password')} />
      <SubmitButton label="Sign in" busyLabel="Signing in…" busy={form.busy} />
      <p className="auth-switch">
        <a href={resetPasswordPath}>Forgot password?</a>
      </p>
      <p className="auth-switch">
        New here? <a href={withNext(signUpPath, next)}>Create a free account</a>
      </p>
    </AuthForm>
  );
}
