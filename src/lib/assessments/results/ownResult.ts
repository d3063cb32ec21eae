import type { Answers } from '../scoring.ts';
import { hasFields, isRecord, isString, isTimestamp, isWholeNumber, recordOf } from '../../plainChecks.ts';
import { rest } from '../../auth/readerBackend.ts';
import { signedInOwner } from './resultQueries.ts';

/** One saved result as its own page reads it: the answers, so the page scores them with the content. */
export interface OwnResult {
  id: string;
  client_result_id: string;
  role_id: string;
  answers: Answers;
  completed_at: string;
}

const isOwnResult = hasFields<OwnResult>({
  id: isString,
  client_result_id: isString,
  role_id: isString,
  answers: recordOf(isWholeNumber),
  completed_at: isTimestamp,
});

/**
 * The signed-in person's result with this client id, or null when there is none or it is
 * someone else's: the two look the same, so the page never tells a stranger that a result exists.
 */
export async function ownResult(clientResultId: string): Promise<OwnResult | null> {
  const userId = await signedInOwner('You are signed out. Sign in to see your saved results.');
  const filters = new URLSearchParams({
    select: 'id,client_result_id,role_id,answers,completed_at',
    client_result_id: `eq.${clientResultId}`,
    user_id: `eq.${userId}`,
    limit: '1',
  });
  const { data: rows, error } = await rest(`assessment_results?${filters}`);
  if (error) throw new Error(`The result could not be loaded: ${error.message}.`);
  const data: unknown = Array.isArray(rows) ? (rows[0] ?? null) : rows;
  if (data === null) return null;
  if (!isRecord(data) || !isOwnResult(data)) throw new Error('The saved result did not have the expected shape.');
  return data;
}
