import { describe, expect, it } from 'vitest';
import { clientTable } from '../../../../../../src/islands/admin/kit/tableRows.ts';
import { taskColumns } from '../../../../../../src/islands/admin/tasks/TaskColumns.tsx';
import { fromLeadAddress } from '../../../../../../src/islands/admin/tasks/taskDraft.ts';
import { tasksAddress, tasksCsv } from '../../../../../../src/islands/admin/tasks/taskList.ts';
import type { Task } from '../../../../../../src/islands/admin/tasks/tasksApi.ts';

const task = (title: string, overrides: Partial<Task> = {}): Task => ({
  id: title,
  title,
  notes: '',
  due_on: null,
  done_at: null,
  lead_id: null,
  created_at: '2026-11-01T09:00:00Z',
  is_sample: false,
  ...overrides,
});
const tasks = [task('Write', { due_on: '2026-12-02' }), task('Call', { due_on: '2026-12-01', lead_id: 'l1' }), task('Read')];
const columns = taskColumns({ l1: 'Northwind' }, () => undefined);

describe('the tasks table', () => {
  it('sorts by due day with the undated last, or by title either way', () => {
    const titles = (key: string, direction: 'ascending' | 'descending') =>
      clientTable(tasks, { columns, sort: { key, direction } }).rows.map((row) => row.title);
    expect(titles('due_on', 'ascending')).toEqual(['Call', 'Write', 'Read']);
    expect(titles('due_on', 'descending')).toEqual(['Write', 'Call', 'Read']);
    expect(titles('title', 'descending')).toEqual(['Write', 'Read', 'Call']);
  });

  it('exports the tasks with their lead by name, a formula-like title as text', () => {
    expect(tasksCsv([task('=SUM(A1)', { lead_id: 'l1' })], { l1: 'Northwind' })).toBe(
      "title,due_on,done_at,notes,lead,created_at,sample\r\n'=SUM(A1),,,,Northwind,2026-11-01T09:00:00Z,false\r\n",
    );
  });
});

describe('the tasks’ address', () => {
  it('keeps the view, sort and page, leaves the defaults out, and reads a view it does not know as the default', () => {
    const address = { view: 'overdue' as const, sort: { key: 'title', direction: 'descending' as const }, page: 2 };
    const search = tasksAddress.write(address, '?lead=x');
    expect(search).toBe('?lead=x&view=overdue&sort=-title&page=2');
    expect(tasksAddress.read(search)).toEqual(address);
    expect(tasksAddress.read('?view=someday').view).toBe('open');
  });

  it('clears a lead’s “Add task” from the address and keeps the list’s parameters', () => {
    expect(fromLeadAddress.write({ lead: '', title: '' }, '?lead=abc&title=Follow+up&view=done')).toBe('?view=done');
  });
});
