import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { FunctionError } from '../errors.ts';

/** Every column but the secret's hash: what answers and lists may carry. */
export const credentialColumns =
  'id, kind, name, partner_id, hint, scopes, expires_at, revoked_at, last_used_at, rate_per_minute, monthly_quota, rotated_from, purpose, created_by, created_at, is_sample';

export type CredentialRow = Record<string, unknown> & { id: string; kind: 'mcp' | 'api'; revoked_at: string | null };

/** One credential by id, as answers show it; 404 when there is none. */
export async function credentialById(db: SupabaseClient, id: string): Promise<CredentialRow> {
  const { data, error, status } = await db.from('credentials').select(credentialColumns).eq('id', id).maybeSingle();
  if (error) throw databaseFailure('credentials', { error, status });
  if (!data) throw new FunctionError('not_found', `There is no key ${id}.`);
  return data as unknown as CredentialRow;
}
