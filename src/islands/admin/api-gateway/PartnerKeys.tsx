import { useState } from 'react';
import { DataTable } from '../kit/DataTable.tsx';
import { clientTable, type Column } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { credentialListColumns } from '../credentials/CredentialListColumns.tsx';
import type { MadeCredential } from '../credentials/credentialsApi.ts';
import type { Credential } from '../credentials/credentialShapes.ts';
import { isLive } from '../credentials/credentialState.ts';
import { CredentialForm } from '../credentials/CredentialForm.tsx';
import { NewSecret } from '../credentials/NewSecret.tsx';
import { RevokeButton } from '../credentials/RevokeButton.tsx';
import { RotateKey } from './RotateKey.tsx';

const limitColumns: Column<Credential>[] = [
  { key: 'rate', label: 'Per minute', numeric: true, value: (key) => key.rate_per_minute },
  { key: 'quota', label: 'Per month', numeric: true, value: (key) => key.monthly_quota ?? 'No quota' },
];

/**
 * One partner's keys: a new key made with its scopes and limits (the secret shown once), and each
 * key's state, limits and last use, with Rotate and Revoke while it still opens anything.
 */
export function PartnerKeys({
  partner,
  keys,
  scopes,
  timeZone,
  onChanged,
}: {
  partner: string;
  keys: readonly Credential[];
  scopes: Readonly<Record<string, string>>;
  timeZone: string;
  onChanged(): void;
}) {
  const [made, setMade] = useState<MadeCredential | null>(null);
  const shown = (key: MadeCredential) => {
    setMade(key);
    onChanged();
  };
  const now = Date.now();
  const columns: Column<Credential>[] = [
    ...credentialListColumns(timeZone, now),
    ...limitColumns,
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      value: () => '',
      csv: false,
      cell: (key) =>
        isLive(key, now) ? (
          <div className="admin-actions">
            <RotateKey credential={key} onRotated={shown} />
            <RevokeButton credential={key} onRevoked={onChanged} />
          </div>
        ) : null,
    },
  ];
  return (
    <div className="admin-stack">
      {made ? (
        <NewSecret name={made.credential.name} secret={made.secret} onDone={() => setMade(null)}>
          <p>
            Send it to the partner by a channel you trust; they put it in the <code>Authorization: Bearer …</code> header. The{' '}
            <a className="admin-link" href="/api-docs">
              API reference
            </a>{' '}
            shows how.
          </p>
        </NewSecret>
      ) : (
        <CredentialForm kind="api" partner={partner} scopes={scopes} onMade={shown} />
      )}
      <DataTable
        columns={columns}
        table={clientTable(keys, { columns })}
        rowKey={(key) => key.id}
        caption="Keys"
        empty={<ToolEmpty title="No key yet">Create one above: choose the data sets it opens and its limits.</ToolEmpty>}
      />
    </div>
  );
}
