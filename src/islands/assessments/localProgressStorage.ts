import type { ProgressStorage } from '../../lib/assessments/progress.ts';

/** localStorage in the browser; none while rendering at build, or where the browser blocks it. */
export function localProgressStorage(): ProgressStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
