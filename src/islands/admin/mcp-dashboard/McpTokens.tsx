import { useState } from 'react';
import { DataTable } from '../kit/DataTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { clientTable } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { credentialListColumns } from '../credentials/CredentialListColumns.tsx';
import type { MadeCredential } from '../credentials/credentialsApi.ts';
import type { Credential } from '../credentials/credentialShapes.ts';
import { isLive } from '../credentials/credentialState.ts';
import { CredentialForm } from '../credentials/CredentialForm.tsx';
import { NewSecret } from '../credentials/NewSecret.tsx';
import { RevokeButton } from '../credentials/RevokeButton.tsx';
import { ClientSetups } from './ClientSetups.tsx';

/**
 * The owner's MCP tokens: a new one made (its secret and the clients' set-ups shown once), and
 * the list with each token's state, last use and a Revoke while it still opens anything.
 */
export function McpTokens({
  url,
  tokens,
  scopes,
  timeZone,
  onChanged,
}: {
  /** The MCP server's address, as clients reach it. */
  url: string;
  tokens: readonly Credential[];
  scopes: Readonly<Record<string, string>>;
  timeZone: string;
  onChanged(): void;
}) {
  const [made, setMade] = useState<MadeCredential | null>(null);
  const now = Date.now();
  const columns: Column<Credential>[] = [
    ...credentialListColumns(timeZone, now),
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      value: () => '',
      csv: false,
      cell: (token) => (isLive(token, now) ? <RevokeButton credential={token} onRevoked={onChanged} /> : null),
    },
  ];
  return (
    <div className="admin-stack">
      {made ? (
        <NewSecret name={made.credential.name} secret={made.secret} onDone={() => setMade(null)}>
          <ClientSetups tokenName={made.credential.name} url={url} secret={made.secret} />
        </NewSecret>
      ) : (
        <CredentialForm
          kind="mcp"
          scopes={scopes}
          onMade={(token) => {
            setMade(token);
            onChanged();
          }}
        />
      )}
      <DataTable
        columns={columns}
        table={clientTable(tokens, { columns })}
        rowKey={(token) => token.id}
        caption="Your tokens"
        empty={<ToolEmpty title="No token yet">Create one above for each AI client you use, and revoke it when you stop.</ToolEmpty>}
      />
    </div>
  );
}
