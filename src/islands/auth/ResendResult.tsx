import type { useResend } from './useResend.ts';

/** The outcome of asking for a new confirmation email, announced where the request was made. */
export function ResendResult({ state }: { state: ReturnType<typeof useResend>['state'] }) {
  return (
    <p role="status" className={state.step === 'failed' ? 'form-error' : 'form-hint'}>
      {state.step === 'sent' && 'A new confirmation link is on its way. It can take a minute to arrive; check your spam folder too.'}
      {state.step === 'failed' && state.problem.message}
    </p>
  );
}
