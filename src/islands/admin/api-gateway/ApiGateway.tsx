import { useMemo } from 'react';
import { DataTable } from '../kit/DataTable.tsx';
import { clientTable, type Column } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { textParam, urlParams } from '../kit/urlParams.ts';
import { CallLog } from '../credentials/CallLog.tsx';
import { describeCredentials } from '../credentials/credentialsApi.ts';
import { loadCredentials, loadUsage } from '../credentials/credentialReads.ts';
import type { Partner } from '../credentials/credentialShapes.ts';
import { isLive } from '../credentials/credentialState.ts';
import { KeyUsage, usageDayCount } from './KeyUsage.tsx';
import { PartnerForm } from './PartnerForm.tsx';
import { PartnerView } from './PartnerView.tsx';
import { loadLeads, loadPartners } from './partnersApi.ts';
import { usageDays } from './usageFigures.ts';

/** The partner open, in the address: `?partner=<id>`. */
const gatewayAddress = urlParams({ partner: textParam('', 36) });

async function loadGateway() {
  const now = Date.now();
  const [vocabulary, partners, keys, leads] = await Promise.all([
    describeCredentials(),
    loadPartners(),
    loadCredentials('api'),
    loadLeads(),
  ]);
  const usage = await loadUsage(
    keys.map((key) => key.id),
    usageDays(usageDayCount, now)[0] ?? '',
  );
  return { scopes: vocabulary.partnerScopes, partners, keys, leads, usage, now };
}

/**
 * /enterprise-api-gateway: the partner API's side for the owner. Partners (the organisations, with
 * their leads) and their keys (scopes, limits, rotation with an overlap, revocation), each key's
 * usage per day with its errors and 429s, the call log, and the partners' reference at /api-docs.
 */
export function ApiGateway({ timeZone }: { timeZone: string }) {
  const data = useToolData(loadGateway);
  const [address, setAddress] = useUrlState(gatewayAddress);
  const open = (partner: string) => setAddress({ partner }, 'push');
  return (
    <ToolData data={data} what="the partners and their keys">
      {(gateway) => {
        const opened = gateway.partners.find((partner) => partner.id === address.partner);
        const reload = () => void data.reload();
        if (opened)
          return (
            <PartnerView
              partner={opened}
              partners={gateway.partners}
              keys={gateway.keys.filter((key) => key.partner_id === opened.id)}
              leads={gateway.leads}
              scopes={gateway.scopes}
              timeZone={timeZone}
              onBack={() => open('')}
              onChanged={reload}
            />
          );
        return <Overview gateway={gateway} timeZone={timeZone} onOpen={open} onChanged={reload} />;
      }}
    </ToolData>
  );
}

type Gateway = Awaited<ReturnType<typeof loadGateway>>;

function Overview({
  gateway,
  timeZone,
  onOpen,
  onChanged,
}: {
  gateway: Gateway;
  timeZone: string;
  onOpen(id: string): void;
  onChanged(): void;
}) {
  const { partners, keys, leads, usage, now } = gateway;
  const partnerNames = useMemo(() => new Map(partners.map((partner) => [partner.id, partner.name])), [partners]);
  // The log's filter offers the operations called in the range, as the rollups name them.
  const operations = useMemo(() => [...new Set(usage.map((day) => day.operation))].sort(), [usage]);
  const columns: Column<Partner>[] = [
    { key: 'name', label: 'Partner', value: (partner) => partner.name, opens: true },
    {
      key: 'keys',
      label: 'Live keys',
      numeric: true,
      value: (partner) => keys.filter((key) => key.partner_id === partner.id && isLive(key, now)).length,
    },
    { key: 'leads', label: 'Leads', numeric: true, value: (partner) => leads.filter((lead) => lead.partner_id === partner.id).length },
    { key: 'contact', label: 'Contact', value: (partner) => partner.contact_email ?? '' },
  ];
  return (
    <div className="admin-stack">
      <p>
        Partners call the API with their keys; what they may read is described in the{' '}
        <a className="admin-link" href="/api-docs">
          API reference
        </a>
        , the page to send them.
      </p>
      <ToolSection title="Partners">
        <DataTable
          columns={columns}
          table={clientTable(partners, { columns })}
          rowKey={(partner) => partner.id}
          onOpen={(partner) => onOpen(partner.id)}
          isSample={(partner) => partner.is_sample}
          caption="Partners"
          empty={<ToolEmpty title="No partner yet">Add the first organisation below, then open it to create its keys.</ToolEmpty>}
        />
        <h3>New partner</h3>
        <PartnerForm
          others={partners}
          onSaved={(saved) => {
            onChanged();
            onOpen(saved.id);
          }}
        />
      </ToolSection>
      <ToolSection title="Usage per key">
        <KeyUsage usage={usage} keys={keys} partnerNames={partnerNames} now={now} />
      </ToolSection>
      <ToolSection title="Call log">
        <CallLog surface="api" credentials={keys} operations={operations} timeZone={timeZone} changed={0} />
      </ToolSection>
    </div>
  );
}
