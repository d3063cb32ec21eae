import { useEffect, useState } from 'react';
import { confirmEmail, readConfirmLink, type ConfirmLink } from '../../lib/auth/authActions.ts';
import type { AuthProblem } from '../../lib/auth/authProblem.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { ResendForm } from './ResendForm.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useAuthProblem } from './useAuthProblem.ts';
import { useNextPath } from './useNextPath.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';

type Step = 'reading-link' | 'ready' | 'confirming' | 'confirmed' | 'failed';

const incompleteLink: AuthProblem = {
  title: 'This link is incomplete',
  message: 'Part of the confirmation link is missing. Open the link straight from the email, or send yourself a new one below.',
  offerResend: true,
};

/**
 * Confirms the address from the mail's link with one click on 'Confirm account', never on page
 * load: mail scanners that open links must not confirm anything (or use up the link).
 */
export function ConfirmAccount() {
  return inErrorBoundary(<ConfirmAccountBody />);
}

function ConfirmAccountBody() {
  const next = useNextPath();
  const [link, setLink] = useState<ConfirmLink | null>(null);
  const [step, setStep] = useState<Step>('reading-link');
  const { problem, report, summaryRef } = useAuthProblem();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, when the island hydrates.
  useEffect(() => {
    const confirmLink = readConfirmLink(location.search);
    if (confirmLink) {
      setLink(confirmLink);
      setStep('ready');
    } else {
      setStep('failed');
      report(incompleteLink);
    }
  }, []);

  async function confirm(): Promise<void> {
    if (!link) return;
    setStep('confirming');
    const result = await confirmEmail(link);
    setStep(result.ok ? 'confirmed' : 'failed');
    if (!result.ok) report(result.problem);
  }

  if (step === 'confirmed') {
    return <SignedInNotice title="Account confirmed" message="Your email address is confirmed and you are signed in." next={next} />;
  }
  if (step === 'failed' && problem) {
    return (
      <div className="auth-stack">
        <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={{}} />
        <ResendForm />
      </div>
    );
  }
  return (
    <form
      className="auth-form"
      aria-label="Confirm account"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p>Press the button to finish creating your account. You will be signed in straight away.</p>
      <SubmitButton label="Confirm account" busyLabel="Confirming…" busy={step !== 'ready'} />
    </form>
  );
}
