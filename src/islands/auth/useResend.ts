import { useState } from 'react';
import { resendConfirmation } from '../../lib/auth/authActions.ts';
import type { AuthProblem } from '../../lib/auth/authProblem.ts';
import { addToast } from '../../stores/toasts.ts';
import { confirmationReturnHere } from './useNextPath.ts';

type ResendState = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; problem: AuthProblem };

/**
 * Sends a new confirmation email, leading back to the same page as the first, and says how it
 * went, inline and as a toast.
 */
export function useResend() {
  const [state, setState] = useState<ResendState>({ step: 'idle' });

  async function resend(email: string): Promise<void> {
    setState({ step: 'sending' });
    const result = await resendConfirmation(email, confirmationReturnHere());
    if (result.ok) {
      setState({ step: 'sent' });
      addToast({ title: 'Confirmation email sent', description: `Check the inbox of ${email.trim()}.` });
    } else {
      setState({ step: 'failed', problem: result.problem });
      addToast({ title: result.problem.title, description: result.problem.message, variant: 'destructive' });
    }
  }

  return { state, resend };
}
