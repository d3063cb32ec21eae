import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { FunctionError } from '../errors.ts';
import { toolScopes } from '../tools/scopes.ts';
import type { CreateCredential } from './credentialActions.ts';
import { credentialById, credentialColumns, type CredentialRow } from './credentialRows.ts';
import { newSecret } from './keyFormat.ts';

const defaultRatePerMinute = { mcp: 120, api: 60 } as const;
const consoleMinutes = 10;

async function insertCredential(db: SupabaseClient, row: Record<string, unknown>): Promise<CredentialRow> {
  const { data, error, status } = await db.from('credentials').insert(row).select(credentialColumns).single();
  if (error?.code === '23503') throw new FunctionError('not_found', 'There is no such partner: add the partner first.');
  if (error) throw databaseFailure('credentials', { error, status });
  return data as unknown as CredentialRow;
}

/** A new key for the admin: the secret is in this answer and nowhere else, ever. */
export async function createCredential(db: SupabaseClient, ask: CreateCredential, admin: string) {
  const { secret, hint, hash } = await newSecret(ask.kind);
  const credential = await insertCredential(db, {
    kind: ask.kind,
    name: ask.name,
    partner_id: ask.partner ?? null,
    hint,
    secret_hash: hash,
    scopes: [...new Set(ask.scopes)],
    expires_at: ask.expiresAt ?? null,
    rate_per_minute: ask.ratePerMinute ?? defaultRatePerMinute[ask.kind],
    monthly_quota: ask.monthlyQuota ?? null,
    created_by: admin,
  });
  return { credential, secret };
}

/** A short-lived token for the MCP dashboard's test console, with every tool scope; its calls are logged like any other. */
export async function mintConsoleToken(db: SupabaseClient, admin: string) {
  const { secret, hint, hash } = await newSecret('mcp');
  const credential = await insertCredential(db, {
    kind: 'mcp',
    name: 'Test console',
    hint,
    secret_hash: hash,
    scopes: Object.keys(toolScopes),
    expires_at: new Date(Date.now() + consoleMinutes * 60_000).toISOString(),
    rate_per_minute: defaultRatePerMinute.mcp,
    purpose: 'console',
    created_by: admin,
  });
  return { credential, secret };
}

/** A replacement key with the same settings; the old one stops after the overlap. */
export async function rotateCredential(db: SupabaseClient, id: string, overlapHours: number) {
  const previous = await credentialById(db, id);
  const { secret, hint, hash } = await newSecret(previous.kind);
  const { data, error, status } = await db.rpc('rotate_credential', {
    p_credential: id,
    p_hint: hint,
    p_secret_hash: hash,
    p_overlap_hours: overlapHours,
  });
  if (error?.code === 'PT409') throw new FunctionError('conflict', error.message);
  if (error?.code === 'P0002') throw new FunctionError('not_found', error.message);
  if (error) throw databaseFailure('rotate_credential', { error, status });
  return { credential: await credentialById(db, data as string), secret, previous: await credentialById(db, id) };
}

/** Revoked at once: the next call with the key is a 401. */
export async function revokeCredential(db: SupabaseClient, id: string) {
  const { data, error, status } = await db
    .from('credentials')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .is('revoked_at', null)
    .select(credentialColumns)
    .maybeSingle();
  if (error) throw databaseFailure('credentials', { error, status });
  if (data) return { credential: data as unknown as CredentialRow };
  await credentialById(db, id);
  throw new FunctionError('conflict', 'This key is revoked already.');
}
