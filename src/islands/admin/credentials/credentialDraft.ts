import { type ExpiryChoice, expiresAtOf } from './credentialState.ts';

/** A key as typed in its form, before it is made. Limits are texts while typed; api keys only. */
export interface CredentialDraft {
  name: string;
  scopes: string[];
  expiry: ExpiryChoice;
  ratePerMinute: string;
  monthlyQuota: string;
}

export type CredentialDraftProblems = Partial<Record<'name' | 'scopes' | 'ratePerMinute' | 'monthlyQuota', string>>;

export const emptyDraft = (kind: 'mcp' | 'api'): CredentialDraft => ({
  name: '',
  scopes: [],
  expiry: kind === 'api' ? '365' : '90',
  ratePerMinute: kind === 'api' ? '60' : '',
  monthlyQuota: '',
});

const whole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** What is wrong with each field, said beside it; empty when the key may be made. The limits are the store's own. */
export function credentialDraftProblems(draft: CredentialDraft, kind: 'mcp' | 'api'): CredentialDraftProblems {
  const problems: CredentialDraftProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Name the key after where it is used, so you know which to revoke.';
  else if (name.length > 120) problems.name = `Keep the name under 120 characters (it has ${name.length}).`;
  if (draft.scopes.length === 0) problems.scopes = 'Choose at least one scope: a key with none opens nothing.';
  if (kind === 'api' && !whole(draft.ratePerMinute, 1, 10000)) problems.ratePerMinute = 'Enter a whole number of calls from 1 to 10,000.';
  if (kind === 'api' && draft.monthlyQuota.trim() && !whole(draft.monthlyQuota, 1, 100_000_000))
    problems.monthlyQuota = 'Enter a whole number of calls from 1 to 100,000,000, or leave it empty for no quota.';
  return problems;
}

/** The `create` action's settings of a checked draft. */
export function newCredentialOf(draft: CredentialDraft, kind: 'mcp' | 'api', now: number, partner?: string) {
  return {
    kind,
    name: draft.name.trim(),
    scopes: draft.scopes,
    ...(draft.expiry === 'never' ? {} : { expiresAt: expiresAtOf(draft.expiry, now) }),
    ...(kind === 'api'
      ? {
          partner,
          ratePerMinute: Number(draft.ratePerMinute),
          ...(draft.monthlyQuota.trim() ? { monthlyQuota: Number(draft.monthlyQuota) } : {}),
        }
      : {}),
  };
}
