import { getSupabase } from '../../auth/supabaseClient.ts';
import { isString } from '../../plainChecks.ts';

const table = 'assessment_result_shares';

/** The page a share link opens; the token is all it carries. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}/shared-result?token=${token}`;
}

/** The live share token of one of the person's own results, if they shared it and did not revoke it. */
export async function activeShareToken(resultId: string): Promise<string | null> {
  const client = await getSupabase();
  const { data, error } = await client.from(table).select('token').eq('result_id', resultId).is('revoked_at', null).limit(1);
  if (error) throw new Error(`Your share link could not be loaded: ${error.message}.`);
  const token: unknown = data?.[0]?.token;
  return isString(token) ? token : null;
}

/** Makes a share link; the database draws the token, so nobody can pick a guessable one. */
export async function createShareToken(resultId: string): Promise<string> {
  const client = await getSupabase();
  const { data, error } = await client.from(table).insert({ result_id: resultId }).select('token').single();
  const token: unknown = data?.token;
  if (error || !isString(token)) throw new Error(`The share link could not be made: ${error?.message ?? 'no token came back'}.`);
  return token;
}

/** Revokes every live link of this result, so an old copy of the link stops working too. */
export async function revokeShares(resultId: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from(table)
    .update({ revoked_at: new Date().toISOString() })
    .eq('result_id', resultId)
    .is('revoked_at', null);
  if (error) throw new Error(`The share link could not be revoked: ${error.message}.`);
}
