import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { bearerSecret } from './bearerSecret.ts';
import { type CredentialKind, parseSecret, secretHash } from './keyFormat.ts';

export interface CheckedCredential {
  id: string;
  kind: CredentialKind;
  name: string;
  scopes: string[];
  /** The admin who made it: the tools act for them. */
  owner: string;
  partnerId: string | null;
}

export interface RateState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface QuotaState {
  limit: number;
  used: number;
  resetSeconds: number;
}

/**
 * What a presented key gets, typed as Unkey's verification results are: `missing`, `malformed`
 * (shape or checksum wrong: no database call), `unknown`, `revoked` and `expired` are 401s;
 * `missing_scope` a 403; `rate_limited` and `quota_exhausted` 429s.
 */
export type CredentialCheck =
  | { outcome: 'valid'; credential: CheckedCredential; rate: RateState; quota: QuotaState | null }
  | { outcome: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired' }
  | { outcome: 'missing_scope' | 'rate_limited'; credential: CheckedCredential; rate: RateState }
  | { outcome: 'quota_exhausted'; credential: CheckedCredential; rate: RateState; quota: QuotaState };

/**
 * Checks the request's bearer key for one kind of credential (and one scope, when the operation
 * needs one): the shape and checksum here, then the lookup, the window's count and the month's in
 * one SQL call (`public.check_credential`) with the service-role client.
 */
export async function checkCredential(
  db: SupabaseClient,
  request: Request,
  wanted: { kind: CredentialKind; scope?: string },
): Promise<CredentialCheck> {
  const secret = bearerSecret(request);
  if (!secret) return { outcome: 'missing' };
  if (parseSecret(secret)?.kind !== wanted.kind) return { outcome: 'malformed' };
  const { data, error, status } = await db.rpc('check_credential', {
    p_secret_hash: await secretHash(secret),
    p_kind: wanted.kind,
    p_scope: wanted.scope ?? null,
  });
  if (error) throw databaseFailure('check_credential', { error, status });
  return data as CredentialCheck;
}
