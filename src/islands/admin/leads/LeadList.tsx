import { useMemo, useState } from 'react';
import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar, type FilterControl } from '../kit/FilterBar.tsx';
import { clientTable } from '../kit/tableRows.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { AddLeadForm } from './AddLeadForm.tsx';
import { leadColumns } from './LeadColumns.tsx';
import { type LeadsAddress, leadKept, leadsCsv } from './leadList.ts';
import type { Lead } from './leadsApi.ts';
import { type LeadStage, leadStages } from './leadStages.ts';

const filters: FilterControl<LeadsAddress>[] = [
  {
    key: 'stage',
    label: 'Stage',
    kind: 'choice',
    options: [{ value: 'all', label: 'Every stage' }, ...leadStages.map(({ id, label }) => ({ value: id, label }))],
  },
  { key: 'q', label: 'Search', kind: 'search' },
];

/** The counts per stage (each a filter), and the leads filtered, sorted and paged as the address says. */
export function LeadList({
  leads,
  counts,
  address,
  onAddress,
  onAdded,
}: {
  leads: readonly Lead[];
  counts: Record<LeadStage, number>;
  address: LeadsAddress;
  onAddress(address: LeadsAddress): void;
  onAdded(lead: Lead): void;
}) {
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => leadColumns((lead) => onAddress({ ...address, lead: lead.id })), [address, onAddress]);
  const table = clientTable(leads, { columns, keep: leadKept(address), sort: address.sort, page: address.page });
  const filter = (change: Partial<LeadsAddress>) => onAddress({ ...address, ...change, page: 1 });

  return (
    <div className="admin-stack">
      <section className="card" aria-labelledby="pipeline-title">
        <h2 id="pipeline-title" className="section-title">
          Pipeline
        </h2>
        <div className="admin-pipeline">
          {leadStages.map((stage) => (
            <button
              key={stage.id}
              type="button"
              aria-pressed={address.stage === stage.id}
              onClick={() => filter({ stage: address.stage === stage.id ? 'all' : stage.id })}
            >
              <span>{stage.label}</span>
              <strong>{counts[stage.id] ?? 0}</strong>
            </button>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="leads-title">
        <h2 id="leads-title" className="section-title">
          Leads
        </h2>
        <FilterBar idPrefix="leads" controls={filters} filter={address} onChange={filter}>
          <ExportCsvButton filename="leads.csv" csv={() => leadsCsv(table.kept)} disabled={table.total === 0} />
          <button type="button" className="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            Add an organisation
          </button>
        </FilterBar>
        {adding && (
          <AddLeadForm
            onAdded={(lead) => {
              setAdding(false);
              onAdded(lead);
            }}
          />
        )}
        <DataTable
          columns={columns}
          table={table}
          rowKey={(lead) => lead.id}
          sort={address.sort}
          onSort={(sort) => onAddress({ ...address, sort })}
          noun="leads"
          onPage={(page) => onAddress({ ...address, page })}
          empty={
            <ToolEmpty title="No leads yet">
              Every message sent with the contact form becomes a lead here. To add someone you met elsewhere, press “Add an organisation”.
            </ToolEmpty>
          }
          noMatch="No lead matches this filter."
        />
      </section>
    </div>
  );
}
