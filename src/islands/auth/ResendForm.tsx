import { useState, type FormEvent } from 'react';
import { checkEmail } from '../../lib/auth/credentials.ts';
import { Field } from './Field.tsx';
import { ResendResult } from './ResendResult.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useResend } from './useResend.ts';

/** Asks for the address and sends a new confirmation email (the confirm page, when its link failed). */
export function ResendForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const { state, resend } = useResend();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem?.message);
    if (!problem) void resend(email);
  }

  return (
    <form noValidate onSubmit={submit} className="auth-form" aria-label="Send a new confirmation link">
      <Field id="resend-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={emailError} />
      <SubmitButton label="Send a new link" busyLabel="Sending…" busy={state.step === 'sending'} />
      <ResendResult state={state} />
    </form>
  );
}
