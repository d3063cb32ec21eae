import { useState } from 'react';
import type { FilterControl } from '../kit/FilterBar.tsx';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { AddLeadForm } from './AddLeadForm.tsx';
import type { ListAddress } from '../kit/useUrlState.ts';
import { leadColumns, type LeadsAddress, leadKept, leadsCsv } from './leadList.ts';
import type { Lead } from './leadsApi.ts';
import { type LeadStage, leadStages } from './leadStages.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import { opensById } from '../kit/opensById.ts';

const filters: FilterControl<LeadsAddress>[] = [
  {
    key: 'stage',
    label: 'Stage',
    kind: 'choice',
    options: [{ value: 'all', label: 'Every stage' }, ...leadStages],
  },
  { key: 'q', label: 'Search', kind: 'search' },
];

const spec: ListTable<Lead, LeadsAddress> = {
  idPrefix: 'leads',
  controls: filters,
  columns: leadColumns,
  keep: leadKept,
  csv: leadsCsv,
  noun: 'leads',
  noMatch: 'No lead matches this filter.',
  empty: (
    <ToolEmpty title="No leads yet">
      Every message sent with the contact form becomes a lead here. To add someone you met elsewhere, press “Add an organisation”.
    </ToolEmpty>
  ),
};

/** The counts per stage (each a filter), and the leads filtered, sorted and paged as the address says. */
export function LeadList({
  leads,
  counts,
  list,
  onOpen,
  onAdded,
}: {
  leads: readonly Lead[];
  counts: Record<LeadStage, number>;
  list: ListAddress<LeadsAddress>;
  onOpen(id: string): void;
  onAdded(lead: Lead): void;
}) {
  const [adding, setAdding] = useState(false);
  const { address, filterBar } = list;

  return (
    <div className="admin-stack">
      <ToolSection title="Pipeline">
        <div className="admin-pipeline">
          {leadStages.map(({ value: stage, label }) => (
            <button
              key={stage}
              type="button"
              aria-pressed={address.stage === stage}
              onClick={() => filterBar.onChange({ stage: address.stage === stage ? 'all' : stage })}
            >
              <span>{label}</span>
              <strong>{counts[stage] ?? 0}</strong>
            </button>
          ))}
        </div>
      </ToolSection>
      <ToolSection title="Leads">
        <FilteredTable
          spec={spec}
          list={list}
          rows={leads}
          rowProps={opensById<Lead>(onOpen)}
          between={
            adding && (
              <AddLeadForm
                onAdded={(lead) => {
                  setAdding(false);
                  onAdded(lead);
                }}
              />
            )
          }
        >
          <button type="button" className="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            Add an organisation
          </button>
        </FilteredTable>
      </ToolSection>
    </div>
  );
}
