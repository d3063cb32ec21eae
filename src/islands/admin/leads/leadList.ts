import { csvText } from '../kit/csvText.ts';
import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { Lead } from './leadsApi.ts';
import { leadStages, stageLabel, type LeadStage } from './leadStages.ts';

export type LeadSortKey = 'created_at' | 'name' | 'organisation' | 'stage' | 'next_step_on';
export interface LeadFilter {
  stage: LeadStage | 'all';
  text: string;
}

const stageOrder = (stage: LeadStage) => leadStages.findIndex((entry) => entry.id === stage);

/** The leads the filter keeps (a stage, and text found in the name, address, organisation, notes or next step), sorted. */
export function visibleLeads(leads: readonly Lead[], filter: LeadFilter, sort: { key: LeadSortKey; direction: SortDirection }): Lead[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  const kept = leads.filter(
    (lead) =>
      (filter.stage === 'all' || lead.stage === filter.stage) &&
      (!needle ||
        [lead.name, lead.email, lead.organisation, lead.notes, lead.next_step].some((field) => field.toLocaleLowerCase().includes(needle))),
  );
  const value = (lead: Lead) => (sort.key === 'stage' ? stageOrder(lead.stage) : lead[sort.key]);
  return kept.sort((a, b) => compareValues(value(a), value(b), sort.direction));
}

/** The leads shown, as CSV: every column a spreadsheet needs to pick up the pipeline elsewhere. */
export function leadsCsv(leads: readonly Lead[]): string {
  return csvText(
    ['name', 'email', 'organisation', 'stage', 'next_step', 'next_step_on', 'notes', 'from_contact_form', 'created_at', 'sample'],
    leads.map((lead) => [
      lead.name,
      lead.email,
      lead.organisation,
      stageLabel(lead.stage),
      lead.next_step,
      lead.next_step_on,
      lead.notes,
      lead.contact_message_id !== null,
      lead.created_at,
      lead.is_sample,
    ]),
  );
}
