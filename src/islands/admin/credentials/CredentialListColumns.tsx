import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { momentColumn } from '../kit/momentColumn.ts';
import type { Column } from '../kit/tableRows.ts';
import type { Credential } from './credentialShapes.ts';
import { credentialState, credentialStateLabels } from './credentialState.ts';

/**
 * The columns every list of keys shares: its name, the hint that recognises it, its scopes, where
 * it stands, its last use and expiry (the owner's times). A page adds its own (limits, actions).
 */
export const credentialListColumns = (timeZone: string, now: number): Column<Credential>[] => [
  { key: 'name', label: 'Name', value: (key) => key.name, rowHeader: true },
  { key: 'hint', label: 'Key', value: (key) => key.hint, cell: (key) => <code>{key.hint}</code> },
  { key: 'scopes', label: 'Scopes', value: (key) => key.scopes.join(', ') },
  {
    key: 'state',
    label: 'State',
    value: (key) => credentialStateLabels[credentialState(key, now)],
    cell: (key) => (
      <>
        {credentialStateLabels[credentialState(key, now)]}
        {key.is_sample && <span className="admin-badge">sample</span>}
      </>
    ),
  },
  momentColumn('last_used', 'Last used', (key) => key.last_used_at, timeZone, 'Never'),
  {
    key: 'expires',
    label: 'Expires',
    value: (key) => key.revoked_at ?? key.expires_at,
    cell: (key) =>
      key.revoked_at ? `Revoked ${ownerLabel(key.revoked_at, timeZone)}` : key.expires_at ? ownerLabel(key.expires_at, timeZone) : 'Never',
  },
];
