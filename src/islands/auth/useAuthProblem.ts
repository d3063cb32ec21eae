import { useEffect, useRef, useState } from 'react';
import type { AuthProblem } from '../../lib/auth/authProblem.ts';
import { addToast } from '../../stores/toasts.ts';

/**
 * The current problem of a form: shown next to the form and as a toast, with focus moved to the
 * error summary so keyboard and screen-reader users land on it.
 */
export function useAuthProblem() {
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);

  function report(next: AuthProblem): void {
    setProblem(next);
    addToast({ title: next.title, description: next.message, variant: 'destructive' });
  }

  return { problem, report, clear: () => setProblem(null), summaryRef };
}
