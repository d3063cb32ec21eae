import { csvText } from '../kit/csvText.ts';
import { textMatches, type TableSort } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { Lead } from './leadsApi.ts';
import { leadStages, stageLabel, type LeadStage } from './leadStages.ts';

/** What /enterprise-ecosystem shows, as its address holds it: `?stage=&q=&sort=&page=`, and `&lead=<id>` for the lead open. */
export interface LeadsAddress {
  stage: LeadStage | 'all';
  q: string;
  sort: TableSort;
  page: number;
  lead: string;
}

export const leadsAddress = urlParams<LeadsAddress>({
  stage: choiceParam(['all', ...leadStages.map((stage) => stage.id)], 'all'),
  q: textParam(),
  sort: sortParam(['name', 'organisation', 'stage', 'next_step_on', 'created_at'], { key: 'created_at', direction: 'descending' }),
  page: wholeParam(1),
  lead: textParam('', 36),
});

/** Whether the filter keeps a lead: its stage, and text found in the name, address, organisation, notes or next step. */
export const leadKept =
  ({ stage, q }: Pick<LeadsAddress, 'stage' | 'q'>) =>
  (lead: Lead): boolean =>
    (stage === 'all' || lead.stage === stage) && textMatches(q, [lead.name, lead.email, lead.organisation, lead.notes, lead.next_step]);

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
