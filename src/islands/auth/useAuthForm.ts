import { useState } from 'react';
import type { AuthResult } from '../../lib/auth/authActions.ts';
import type { AuthField, AuthProblem } from '../../lib/auth/authProblem.ts';
import { useAuthProblem } from './useAuthProblem.ts';

interface AuthFormOptions {
  /** The form leaves the page once it succeeds, so its button stays busy until the next page loads. */
  leavesPage?: boolean;
}

/**
 * The send of an auth or account form: a problem with what was typed is reported and nothing is
 * sent; otherwise the button is busy while the request is on its way, and what the server refused
 * is reported beside the form, on the field at fault.
 */
export function useAuthForm({ leavesPage = false }: AuthFormOptions = {}) {
  const [busy, setBusy] = useState(false);
  const { problem, report, clear, summaryRef } = useAuthProblem();

  async function send(invalid: AuthProblem | null, request: () => Promise<AuthResult>, onDone: () => void): Promise<void> {
    if (invalid) return report(invalid);
    clear();
    setBusy(true);
    const result = await request();
    if (!(result.ok && leavesPage)) setBusy(false);
    if (result.ok) onDone();
    else report(result.problem);
  }

  const errorFor = (field: AuthField) => (problem?.field === field ? problem.message : undefined);
  return { busy, problem, summaryRef, errorFor, send };
}
