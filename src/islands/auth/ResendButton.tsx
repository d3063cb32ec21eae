import { ResendResult } from './ResendResult.tsx';
import { useResend } from './useResend.ts';

/** Offers a new confirmation email for an address the reader already typed. */
export function ResendButton({ email }: { email: string }) {
  const { state, resend } = useResend();
  return (
    <div className="auth-resend">
      <button type="button" className="button" disabled={state.step === 'sending'} onClick={() => void resend(email)}>
        {state.step === 'sending' ? 'Sending…' : 'Send a new confirmation email'}
      </button>
      <ResendResult state={state} />
    </div>
  );
}
