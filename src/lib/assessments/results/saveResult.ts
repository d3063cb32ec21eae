import type { AssessmentResult } from '../scoring.ts';
import type { AssessmentSubmission } from '../submission.ts';
import { resultRow, type ResultRow } from './resultRow.ts';

/** What a REST insert answers: the HTTP status (0 when the request never got through) and any error. */
export interface InsertAnswer {
  status: number;
  error: { code?: string; message: string } | null;
}

export interface ResultSaverDeps {
  insert(row: ResultRow): Promise<InsertAnswer>;
  randomId(): string;
  wait(milliseconds: number): Promise<void>;
  contentVersion: string;
  /** Tries per save, the first included. */
  attempts?: number;
}

const uniqueViolation = '23505';
const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Saves a result exactly once. Each result gets one client id the first time it is saved, kept
 * for every retry (automatic or the person's "Try saving again"), and the table stores a client
 * id once: a retry after a lost answer finds the row already there, which counts as saved.
 * Network failures and 5xx are retried with growing waits; a refusal is not retried.
 */
export function createResultSaver(deps: ResultSaverDeps) {
  const attempts = deps.attempts ?? 3;
  const clientIds = new WeakMap<AssessmentResult, string>();

  /** Resolves with the result's client id, which its address carries. */
  return async function saveResult(submission: AssessmentSubmission): Promise<string> {
    const clientId = clientIds.get(submission.result) ?? deps.randomId();
    clientIds.set(submission.result, clientId);
    const row = resultRow(submission, clientId, deps.contentVersion);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await deps.insert(row).catch((): InsertAnswer => ({ status: 0, error: { message: 'network error' } }));
      if (!answer.error || answer.error.code === uniqueViolation) return clientId;
      if (!isTransient(answer.status)) throw new Error(refusalMessage(answer));
      if (attempt < attempts) await deps.wait(1000 * 2 ** (attempt - 1));
    }
    throw new Error(`the service did not answer after ${attempts} tries. Check your connection, then try again.`);
  };
}

function refusalMessage({ status, error }: InsertAnswer): string {
  if (status === 401 || status === 403) return 'you are no longer signed in. Sign in again in another tab, then try again.';
  return `the service refused it (${status}: ${error?.message ?? 'no reason given'}).`;
}
