import { OpenRowButton } from '../kit/DataTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import type { Lead } from './leadsApi.ts';
import { leadStages, stageLabel } from './leadStages.ts';

/** The leads table: a lead's name opens it; stages sort in the pipeline's order. */
export const leadColumns = (open: (lead: Lead) => void): Column<Lead>[] => [
  {
    key: 'name',
    label: 'Name',
    value: (lead) => lead.name,
    cell: (lead) => (
      <OpenRowButton sample={lead.is_sample} onOpen={() => open(lead)}>
        {lead.name || lead.organisation}
      </OpenRowButton>
    ),
  },
  { key: 'organisation', label: 'Organisation', value: (lead) => lead.organisation },
  {
    key: 'stage',
    label: 'Stage',
    value: (lead) => leadStages.findIndex((stage) => stage.id === lead.stage),
    cell: (lead) => stageLabel(lead.stage),
  },
  {
    key: 'next_step_on',
    label: 'Next step',
    value: (lead) => lead.next_step_on,
    cell: (lead) => [lead.next_step, lead.next_step_on].filter(Boolean).join(' · '),
  },
  { key: 'created_at', label: 'Received', value: (lead) => lead.created_at, cell: (lead) => lead.created_at.slice(0, 10) },
];
