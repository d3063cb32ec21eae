import { useState } from 'react';
import { checkNewPassword } from '../../lib/auth/credentials.ts';
import { openRecoveryLink, readRecoveryLink, setPassword } from '../../lib/auth/passwordActions.ts';
import { signedInHome } from '../../lib/access.ts';
import { AuthForm } from './AuthForm.tsx';
import { NewPasswordField } from './Field.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthForm } from './useAuthForm.ts';
import { typedValue } from './formReady.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { AuthResult } from '../../lib/auth/authActions.ts';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { password: 'new-password' };

/**
 * The page the reset mail links to: a new password, then 'Set new password' opens the link (never
 * on load: mail scanners that open links must not use it up) and sets it. The link signs in once;
 * a password the server refuses can be corrected and sent again with that same session.
 */
export function NewPasswordForm() {
  return inErrorBoundary(<NewPasswordFormBody />);
}

function NewPasswordFormBody() {
  const [password, setTyped] = useState('');
  const [linkOpened, setLinkOpened] = useState(false);
  const [done, setDone] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const form = useAuthForm();

  async function openLink(): Promise<AuthResult> {
    const result = await openRecoveryLink(readRecoveryLink(location.search));
    setLinkOpened(result.ok);
    setLinkFailed(!result.ok);
    return result;
  }

  async function openAndSet(typed: string): Promise<AuthResult> {
    const opened = linkOpened ? { ok: true as const } : await openLink();
    return opened.ok ? setPassword(typed) : opened;
  }

  function submit(element: HTMLFormElement): void {
    const typed = typedValue(element, fieldIds.password);
    setTyped(typed);
    void form.send(
      checkNewPassword(typed),
      () => openAndSet(typed),
      () => setDone(true),
    );
  }

  if (done) {
    const message = 'Your new password is set and you are signed in. Anywhere else you were signed in, you are now signed out.';
    return <SignedInNotice title="Password changed" message={message} next={signedInHome} />;
  }
  return (
    <AuthForm
      label="Choose a new password"
      state={form}
      fieldIds={fieldIds}
      onSubmit={submit}
      remedy={linkFailed && <a href={'/reset-password' satisfies RoutePath}>Ask for a new link</a>}
    >
      <NewPasswordField id={fieldIds.password} value={password} onChange={setTyped} error={form.errorFor('password')} />
      <SubmitButton label="Set new password" busyLabel="Setting password…" busy={form.busy} />
    </AuthForm>
  );
}
