import { fieldsCsv } from '../kit/csvText.ts';
import { type Column, textMatches } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { Lead } from './leadsApi.ts';
import { leadStageIds, stageLabel } from './leadStages.ts';

/** What /enterprise-ecosystem shows, as its address holds it: `?stage=&q=&sort=&page=`, and `&lead=<id>` for the lead open. */
export const leadsAddress = urlParams({
  stage: choiceParam(['all', ...leadStageIds], 'all'),
  q: textParam(),
  sort: sortParam(['name', 'organisation', 'stage', 'next_step_on', 'created_at'], { key: 'created_at', direction: 'descending' }),
  page: wholeParam(1),
  lead: textParam('', 36),
});
export type LeadsAddress = UrlValue<typeof leadsAddress>;

/** The leads table: a lead's name opens it; stages sort in the pipeline's order. */
export const leadColumns: readonly Column<Lead>[] = [
  { key: 'name', label: 'Name', value: (lead) => lead.name, cell: (lead) => lead.name || lead.organisation, opens: true },
  { key: 'organisation', label: 'Organisation', value: (lead) => lead.organisation },
  {
    key: 'stage',
    label: 'Stage',
    value: (lead) => leadStageIds.indexOf(lead.stage),
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

/** Whether the filter keeps a lead: its stage, and text found in the name, address, organisation, notes or next step. */
export const leadKept =
  ({ stage, q }: Pick<LeadsAddress, 'stage' | 'q'>) =>
  (lead: Lead): boolean =>
    (stage === 'all' || lead.stage === stage) && textMatches(q, [lead.name, lead.email, lead.organisation, lead.notes, lead.next_step]);

/** The leads shown, as CSV: every column a spreadsheet needs to pick up the pipeline elsewhere. */
export const leadsCsv = (leads: readonly Lead[]): string =>
  fieldsCsv(
    leads,
    ['name', 'email', 'organisation', 'stage', 'next_step', 'next_step_on', 'notes', 'from_contact_form', 'created_at', 'sample'],
    {
      stage: (lead) => stageLabel(lead.stage),
      from_contact_form: (lead) => lead.contact_message_id !== null,
      sample: (lead) => lead.is_sample,
    },
  );
