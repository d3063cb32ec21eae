import { describe, expect, it } from 'vitest';
import { clientTable, tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import { mergeRuns, newestStart, statusChanges } from '../../../../../../src/islands/admin/orchestration/runBoard.ts';
import { isActive, modeLabel } from '../../../../../../src/islands/admin/orchestration/runLabels.ts';
import { runColumns, runKept, runsAddress } from '../../../../../../src/islands/admin/orchestration/runList.ts';
import { aRun } from './support/runRows.ts';

const titles = new Map([
  ['brief-from-signals', 'Brief from signals'],
  ['lead-triage', 'Lead triage'],
]);
const runs = [
  aRun('a', { workflow: 'lead-triage', status: 'waiting_approval', finished_at: null, summary: 'Two replies wait for approval' }),
  aRun('b', { cost_usd: null, mode: 'agent', model: 'openai-compatible · fake-chat', input_tokens: 900, output_tokens: 100 }),
  aRun('c', { status: 'failed', error: 'list_signals: the database did not answer', created_at: '2026-11-27T10:00:00.000Z' }),
];

describe('the runs list', () => {
  it('keeps its filters, sort and opened run in the address, and ignores values it does not know', () => {
    const address = runsAddress.read('?workflow=lead-triage&status=failed&sort=-cost&page=2&run=abc');
    expect(address).toMatchObject({
      workflow: 'lead-triage',
      status: 'failed',
      sort: { key: 'cost', direction: 'descending' },
      page: 2,
      run: 'abc',
    });
    expect(runsAddress.read('?status=exploded&sort=nonsense').status).toBe('all');
    expect(runsAddress.write(runsAddress.read(''), '')).toBe('');
  });

  it('filters by workflow and status, shows titles and "no price", and exports a missing price blank', () => {
    const columns = runColumns(titles, 'UTC', Date.parse('2026-11-28T10:00:30.000Z'));
    const waiting = clientTable(runs, { columns, keep: runKept({ workflow: 'lead-triage', status: 'all' }) });
    expect(waiting.rows.map((run) => run.id)).toEqual(['a']);
    expect(clientTable(runs, { columns, keep: runKept({ workflow: '', status: 'failed' }) }).rows.map((run) => run.id)).toEqual(['c']);
    const cell = (key: string, row = 1) => {
      const column = columns.find((candidate) => candidate.key === key);
      const run = runs[row];
      return column && run && (column.cell ? column.cell(run) : column.value(run));
    };
    expect(cell('workflow', 0)).toBe('Lead triage');
    expect(cell('cost')).toBe('no price');
    expect(cell('tokens')).toBe('1,000 (900 in, 100 out)');
    expect(cell('duration', 0)).toBe('29.0 s');
    expect(cell('summary', 2)).toBe('list_signals: the database did not answer');
    const csv = tableCsv(columns, runs).split('\r\n');
    expect(csv[0]).toBe('Workflow,Status,Started,Duration,Tokens,Cost,Summary');
    expect(csv[2]).toMatch(/^Brief from signals,Succeeded,2026-11-28T10:00:01.000Z,3000,1000,,$/);
  });

  it('sorts by cost with the runs that have no price last, either way', () => {
    const columns = runColumns(titles, 'UTC', 0);
    const priced = [aRun('cheap', { cost_usd: 0.01 }), aRun('none', { cost_usd: null }), aRun('dear', { cost_usd: 2 })];
    const order = (direction: 'ascending' | 'descending') =>
      clientTable(priced, { columns, sort: { key: 'cost', direction } }).rows.map((run) => run.id);
    expect(order('ascending')).toEqual(['cheap', 'dear', 'none']);
    expect(order('descending')).toEqual(['dear', 'cheap', 'none']);
  });

  it('says how a run runs, and which runs the page keeps asking about', () => {
    expect(modeLabel(aRun('r'))).toBe('By its rules, no model');
    expect(modeLabel(aRun('m', { mode: 'agent', model: 'openai · gpt-5' }))).toBe('Agent · openai · gpt-5');
    expect(runs.filter(isActive).map((run) => run.id)).toEqual(['a']);
    expect(isActive(aRun('q', { status: 'queued' })) && isActive(aRun('g', { status: 'running' }))).toBe(true);
  });
});

describe('a watched list of runs', () => {
  it('replaces the runs asked again, adds those started since, newest first, and announces only changes of status', () => {
    const fresh = [
      aRun('a', { workflow: 'lead-triage', status: 'succeeded' }),
      aRun('n', { created_at: '2026-11-28T11:00:00.000Z', status: 'queued' }),
    ];
    const merged = mergeRuns(runs, fresh);
    expect(merged.map((run) => `${run.id}:${run.status}`)).toEqual(['n:queued', 'b:succeeded', 'a:succeeded', 'c:failed']);
    expect(newestStart(merged)).toBe('2026-11-28T11:00:00.000Z');
    expect(newestStart([])).toBeNull();
    expect(statusChanges(runs, merged, titles)).toBe('Lead triage: Succeeded.');
    expect(statusChanges([], merged, titles)).toBe('');
    expect(statusChanges(merged, merged, titles)).toBe('');
  });
});
