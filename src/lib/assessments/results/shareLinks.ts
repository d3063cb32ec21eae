import { rest } from '../../auth/readerBackend.ts';
import { isRecord, isString } from '../../plainChecks.ts';

const table = 'assessment_result_shares';

/** The first row of a REST answer, which is always a list. */
const firstRow = (data: unknown): Record<string, unknown> | undefined => (Array.isArray(data) && isRecord(data[0]) ? data[0] : undefined);

/** The page a share link opens; the token is all it carries. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}/shared-result?token=${token}`;
}

/** The live share token of one of the person's own results, if they shared it and did not revoke it. */
export async function activeShareToken(resultId: string): Promise<string | null> {
  const { data, error } = await rest(
    `${table}?${new URLSearchParams({ select: 'token', result_id: `eq.${resultId}`, revoked_at: 'is.null', limit: '1' })}`,
  );
  if (error) throw new Error(`Your share link could not be loaded: ${error.message}.`);
  const token: unknown = firstRow(data)?.token;
  return isString(token) ? token : null;
}

/** Makes a share link; the database draws the token, so nobody can pick a guessable one. */
export async function createShareToken(resultId: string): Promise<string> {
  const { data, error } = await rest(`${table}?select=token`, {
    method: 'POST',
    body: { result_id: resultId },
    prefer: 'return=representation',
  });
  const token: unknown = firstRow(data)?.token;
  if (error || !isString(token)) throw new Error(`The share link could not be made: ${error?.message ?? 'no token came back'}.`);
  return token;
}

/** Revokes every live link of this result, so an old copy of the link stops working too. */
export async function revokeShares(resultId: string): Promise<void> {
  const { error } = await rest(`${table}?${new URLSearchParams({ result_id: `eq.${resultId}`, revoked_at: 'is.null' })}`, {
    method: 'PATCH',
    body: { revoked_at: new Date().toISOString() },
    prefer: 'return=minimal',
  });
  if (error) throw new Error(`The share link could not be revoked: ${error.message}.`);
}
