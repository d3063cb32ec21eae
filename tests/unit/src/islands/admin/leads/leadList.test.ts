import { describe, expect, it } from 'vitest';
import type { TableSort } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import { clientTable } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import { leadColumns, type LeadsAddress, leadKept, leadsAddress, leadsCsv } from '../../../../../../src/islands/admin/leads/leadList.ts';
import type { Lead } from '../../../../../../src/islands/admin/leads/leadsApi.ts';

const lead = (overrides: Partial<Lead>): Lead => ({
  id: overrides.name ?? 'id',
  contact_message_id: null,
  name: '',
  email: '',
  organisation: '',
  stage: 'new',
  notes: '',
  next_step: '',
  next_step_on: null,
  stage_changed_at: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  is_sample: false,
  triage_score: null,
  triage_reason: '',
  reply_subject: '',
  reply_body: '',
  reply_drafted_at: null,
  reply_sent_at: null,
  ...overrides,
});
const leads = [
  lead({ name: 'Dana', stage: 'proposal', notes: 'Workshop in spring', created_at: '2026-11-03T00:00:00Z' }),
  lead({ name: 'Ravi', stage: 'new', organisation: 'Northwind', created_at: '2026-11-01T00:00:00Z' }),
  lead({ name: 'Ana', stage: 'new', next_step_on: '2026-12-01', created_at: '2026-11-02T00:00:00Z' }),
];
const names = (list: readonly Lead[]) => list.map((entry) => entry.name);
const visibleLeads = (list: readonly Lead[], filter: Pick<LeadsAddress, 'stage' | 'q'>, sort: TableSort) =>
  clientTable(list, { columns: leadColumns, keep: leadKept(filter), sort, page: 1 }).rows;

describe('the leads table', () => {
  it('keeps a stage, and text found in any of the lead’s words, whatever its case', () => {
    expect(names(visibleLeads(leads, { stage: 'new', q: '' }, { key: 'name', direction: 'ascending' }))).toEqual(['Ana', 'Ravi']);
    expect(names(visibleLeads(leads, { stage: 'all', q: 'SPRING' }, { key: 'name', direction: 'ascending' }))).toEqual(['Dana']);
    expect(names(visibleLeads(leads, { stage: 'all', q: 'northwind' }, { key: 'name', direction: 'ascending' }))).toEqual(['Ravi']);
  });

  it('sorts stages in the pipeline’s order, and dates newest first when asked', () => {
    expect(names(visibleLeads(leads, { stage: 'all', q: '' }, { key: 'stage', direction: 'descending' }))[0]).toBe('Dana');
    expect(names(visibleLeads(leads, { stage: 'all', q: '' }, { key: 'created_at', direction: 'descending' }))).toEqual([
      'Dana',
      'Ana',
      'Ravi',
    ]);
  });
});

describe('the leads’ address', () => {
  it('keeps the filters, the sort and the lead open, and leaves the defaults out', () => {
    const address: LeadsAddress = {
      stage: 'proposal',
      q: 'spring fair',
      sort: { key: 'stage', direction: 'ascending' },
      page: 2,
      lead: '',
    };
    const search = leadsAddress.write(address, '');
    expect(search).toBe('?stage=proposal&q=spring+fair&sort=stage&page=2');
    expect(leadsAddress.read(search)).toEqual(address);
    expect(leadsAddress.write(leadsAddress.read(''), '')).toBe('');
    expect(leadsAddress.read('?stage=lost&sort=-email&page=0').stage).toBe('all');
  });
});

describe('leadsCsv', () => {
  it('writes one row per lead with the stage as the page names it', () => {
    const csv = leadsCsv([leads[0] as Lead]);
    expect(csv.split('\r\n')[0]).toBe('name,email,organisation,stage,next_step,next_step_on,notes,from_contact_form,created_at,sample');
    expect(csv.split('\r\n')[1]).toBe('Dana,,,Proposal,,,Workshop in spring,false,2026-11-03T00:00:00Z,false');
  });
});
