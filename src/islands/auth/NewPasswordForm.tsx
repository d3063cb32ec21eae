import { useState, type FormEvent } from 'react';
import { checkNewPassword } from '../../lib/auth/credentials.ts';
import { openRecoveryLink, readRecoveryLink, setPassword } from '../../lib/auth/passwordActions.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { NewPasswordField } from './Field.tsx';
import { PasswordChanged } from './PasswordChanged.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthProblem } from './useAuthProblem.ts';
import { markFormReady } from './formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { RoutePath } from '../../lib/routes/paths.ts';

const fieldIds = { password: 'new-password' };

/**
 * The page the reset mail links to: a new password, then 'Set new password' opens the link (never
 * on load: mail scanners that open links must not use it up) and sets it. The link signs in once;
 * a password the server refuses can be corrected and sent again with that same session.
 * A render failure shows the error boundary's message in the island's place.
 */
export function NewPasswordForm() {
  return (
    <ErrorBoundary>
      <NewPasswordFormBody />
    </ErrorBoundary>
  );
}

function NewPasswordFormBody() {
  const [password, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [linkOpened, setLinkOpened] = useState(false);
  const [done, setDone] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const { problem, report, clear, summaryRef } = useAuthProblem();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(fieldIds.password)?.toString() ?? '';
    setTyped(typed);
    const invalid = checkNewPassword(typed);
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    const opened = linkOpened ? { ok: true as const } : await openLink();
    const result = opened.ok ? await setPassword(typed) : opened;
    setBusy(false);
    if (result.ok) setDone(true);
    else report(result.problem);
  }

  async function openLink() {
    const link = readRecoveryLink(location.search);
    const result = link
      ? await openRecoveryLink(link)
      : {
          ok: false as const,
          problem: {
            title: 'This link is incomplete',
            message: 'Part of the reset link is missing. Open the link straight from the email, or ask for a new one below.',
          },
        };
    setLinkOpened(result.ok);
    setLinkFailed(!result.ok);
    return result;
  }

  if (done) return <PasswordChanged />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Choose a new password" ref={markFormReady}>
      {problem && (
        <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={fieldIds}>
          {linkFailed && <a href={'/reset-password' satisfies RoutePath}>Ask for a new link</a>}
        </ErrorSummary>
      )}
      <NewPasswordField
        id={fieldIds.password}
        value={password}
        onChange={setTyped}
        error={problem?.field === 'password' ? problem.message : undefined}
      />
      <SubmitButton label="Set new password" busyLabel="Setting password…" busy={busy} />
    </form>
  );
}
