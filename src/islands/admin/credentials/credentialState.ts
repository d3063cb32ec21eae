import type { Credential } from './credentialShapes.ts';

/**
 * Where a credential stands, as lists say it: a revoked or expired key opens nothing; an active
 * one may still expire (a rotated key's predecessor, working through its overlap).
 */
export type CredentialState = 'active' | 'expiring' | 'expired' | 'revoked';

/** A key expiring within this is marked so in lists, so a rotation's overlap is seen running out. */
const soon = 7 * 24 * 3600 * 1000;

export function credentialState(key: Pick<Credential, 'revoked_at' | 'expires_at'>, now: number): CredentialState {
  if (key.revoked_at) return 'revoked';
  if (!key.expires_at) return 'active';
  const left = Date.parse(key.expires_at) - now;
  if (left <= 0) return 'expired';
  return left <= soon ? 'expiring' : 'active';
}

export const credentialStateLabels: Record<CredentialState, string> = {
  active: 'Active',
  expiring: 'Active, expires soon',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** Whether the key still opens anything (and so may be revoked or rotated). */
export const isLive = (key: Pick<Credential, 'revoked_at' | 'expires_at'>, now: number) => {
  const state = credentialState(key, now);
  return state === 'active' || state === 'expiring';
};

/** The expiries a new key may have, in days; none is "never". */
export const expiryChoices = { '30': 'In 30 days', '90': 'In 90 days', '365': 'In a year', never: 'Never' } as const;
export type ExpiryChoice = keyof typeof expiryChoices;

/** The expiry instant of a key made now with this choice, or undefined for none. */
export const expiresAtOf = (choice: ExpiryChoice, now: number): string | undefined =>
  choice === 'never' ? undefined : new Date(now + Number(choice) * 24 * 3600 * 1000).toISOString();
