import { describe, expect, it } from 'vitest';
import { leadsCsv, visibleLeads } from '../../../../../../src/islands/admin/leads/leadList.ts';
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
  ...overrides,
});
const leads = [
  lead({ name: 'Dana', stage: 'proposal', notes: 'Workshop in spring', created_at: '2026-11-03T00:00:00Z' }),
  lead({ name: 'Ravi', stage: 'new', organisation: 'Northwind', created_at: '2026-11-01T00:00:00Z' }),
  lead({ name: 'Ana', stage: 'new', next_step_on: '2026-12-01', created_at: '2026-11-02T00:00:00Z' }),
];
const names = (list: Lead[]) => list.map((entry) => entry.name);

describe('visibleLeads', () => {
  it('keeps a stage, and text found in any of the lead’s words, whatever its case', () => {
    expect(names(visibleLeads(leads, { stage: 'new', text: '' }, { key: 'name', direction: 'ascending' }))).toEqual(['Ana', 'Ravi']);
    expect(names(visibleLeads(leads, { stage: 'all', text: 'SPRING' }, { key: 'name', direction: 'ascending' }))).toEqual(['Dana']);
    expect(names(visibleLeads(leads, { stage: 'all', text: 'northwind' }, { key: 'name', direction: 'ascending' }))).toEqual(['Ravi']);
  });

  it('sorts stages in the pipeline’s order, and dates newest first when asked', () => {
    expect(names(visibleLeads(leads, { stage: 'all', text: '' }, { key: 'stage', direction: 'descending' }))[0]).toBe('Dana');
    expect(names(visibleLeads(leads, { stage: 'all', text: '' }, { key: 'created_at', direction: 'descending' }))).toEqual([
      'Dana',
      'Ana',
      'Ravi',
    ]);
  });
});

describe('leadsCsv', () => {
  it('writes one row per lead with the stage as the page names it', () => {
    const csv = leadsCsv([leads[0] as Lead]);
    expect(csv.split('\r\n')[0]).toBe('name,email,organisation,stage,next_step,next_step_on,notes,from_contact_form,created_at,sample');
    expect(csv.split('\r\n')[1]).toBe('Dana,,,Proposal,,,Workshop in spring,false,2026-11-03T00:00:00Z,false');
  });
});
