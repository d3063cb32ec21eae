import { describe, expect, it } from 'vitest';
import type { RadarEntry } from '../../../../../../src/islands/admin/radar/radarApi.ts';
import { entryProblems, moveProblem } from '../../../../../../src/islands/admin/radar/radarDraft.ts';
import { radarColumns, radarCsvColumns, radarJson, radarKept } from '../../../../../../src/islands/admin/radar/radarList.ts';
import { clientTable, tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';

const entry = (name: string, fields: Partial<RadarEntry> = {}): RadarEntry => ({
  id: name,
  name,
  quadrant: 'tools',
  ring: 'assess',
  rationale: `Why ${name}.`,
  review_on: null,
  public: false,
  signal_ids: [],
  note_ids: [],
  updated_at: '2026-11-20T10:00:00Z',
  is_sample: false,
  ...fields,
});
const entries = [
  entry('Cursor', { ring: 'trial', public: true, review_on: '2026-11-28' }),
  entry('Mistral', { quadrant: 'models', review_on: '2026-12-01' }),
  entry('Evals first', { quadrant: 'practices', ring: 'adopt', public: true }),
];
const today = '2026-11-28';
const view = { quadrant: 'all', ring: 'all', shown: 'all', q: '' } as const;

describe('the radar list', () => {
  it('keeps entries by quadrant, ring, public or private, due for review and search', () => {
    const names = (changes: Partial<Record<keyof typeof view, string>>) =>
      entries.filter(radarKept(today)({ ...view, ...changes } as typeof view)).map((kept) => kept.name);
    expect(names({})).toEqual(['Cursor', 'Mistral', 'Evals first']);
    expect(names({ quadrant: 'models' })).toEqual(['Mistral']);
    expect(names({ ring: 'adopt' })).toEqual(['Evals first']);
    expect(names({ shown: 'public' })).toEqual(['Cursor', 'Evals first']);
    expect(names({ shown: 'private' })).toEqual(['Mistral']);
    expect(names({ shown: 'due' })).toEqual(['Cursor']);
    expect(names({ q: 'why mistral' })).toEqual(['Mistral']);
  });

  it('sorts by ring from adopt outwards and exports the rationale in the CSV and the moves in the JSON', () => {
    const columns = radarColumns(entries, today);
    const table = clientTable(entries, { columns, keep: () => true, sort: { key: 'ring', direction: 'ascending' }, page: 1 });
    expect(table.rows.map((row) => row.name)).toEqual(['Evals first', 'Cursor', 'Mistral']);
    const csv = tableCsv(radarCsvColumns(columns), entries);
    expect(csv.split(/\r?\n/)[0]).toBe('No.,Entry,Quadrant,Ring,Review,On /radar,Changed,Rationale');
    expect(csv).toContain('Cursor,tools,trial,2026-11-28,Public');
    const json = JSON.parse(radarJson(entries.slice(0, 1), [{ entry_id: 'Cursor' }, { entry_id: 'Mistral' }]));
    expect(json).toEqual([expect.objectContaining({ name: 'Cursor', moves: [{ entry_id: 'Cursor' }] })]);
    expect(json[0]).not.toHaveProperty('is_sample');
  });

  it('says what is wrong with an entry or a move before anything is sent', () => {
    const draft = {
      name: ' cursor ',
      quadrant: 'tools',
      ring: 'assess',
      rationale: '',
      review_on: '28.11.2026',
      public: true,
      signal_ids: [],
      note_ids: [],
    } as const;
    expect(entryProblems({ ...draft, signal_ids: [], note_ids: [] }, ['Cursor'])).toEqual({
      name: '“cursor” is already on the radar.',
      rationale: 'A public entry needs its rationale: readers see it on /radar.',
      review_on: 'Give the review date as a day (YYYY-MM-DD).',
    });
    expect(entryProblems({ ...draft, name: 'New', rationale: 'Because.', review_on: '', signal_ids: [], note_ids: [] }, [])).toEqual({});
    expect(moveProblem('assess', 'trial', ' ')).toMatch(/Say why/);
    expect(moveProblem('assess', 'assess', 'Because.')).toMatch(/another ring/);
    expect(moveProblem('assess', 'trial', 'Two teams ship with it.')).toBe('');
  });
});
