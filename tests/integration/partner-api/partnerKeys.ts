import { newSecret } from '../../../functions/_shared/credentials/keyFormat.ts';
import type { TestBackend } from '../support/backend.ts';

export interface PartnerKeySettings {
  scopes: string[];
  ratePerMinute?: number;
  expiresAt?: string;
}

/** A partner with a made key per setting, stored as the credentials function stores them (only the hash); the secrets in order. */
export async function partnerKeys(
  test: TestBackend,
  settings: readonly PartnerKeySettings[],
): Promise<{ secrets: string[]; ids: string[] }> {
  const db = test.backend.deps.db;
  const owner = await db.query<{ id: string }>(`insert into auth.users (email) values ('partner-owner@example.test') returning id`);
  const partner = await db.query<{ id: string }>(`insert into public.partners (name) values ('Northwind Health') returning id`);
  const secrets: string[] = [];
  const ids: string[] = [];
  for (const { scopes, ratePerMinute = 1000, expiresAt = null } of settings) {
    const { secret, hint, hash } = await newSecret('api');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.credentials (kind, name, partner_id, hint, secret_hash, scopes, rate_per_minute, expires_at, created_by)
       values ('api', 'Partner key', $1, $2, $3, $4, $5, $6, $7) returning id`,
      [partner.rows[0]?.id, hint, hash, scopes, ratePerMinute, expiresAt, owner.rows[0]?.id],
    );
    secrets.push(secret);
    ids.push(rows[0]?.id ?? '');
  }
  return { secrets, ids };
}
