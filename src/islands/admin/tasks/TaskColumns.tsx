import type { Column } from '../kit/tableRows.ts';
import type { Task } from './tasksApi.ts';

/** The tasks table: the box that marks a task done or open again, the task with its notes, its due day, the lead it follows up, the day it was added. */
export function taskColumns(leadNames: Readonly<Record<string, string>>, onToggle: (task: Task) => void): Column<Task>[] {
  return [
    {
      key: 'done',
      label: 'Done',
      value: (task) => task.done_at,
      sortable: false,
      cell: (task) => (
        <input type="checkbox" checked={task.done_at !== null} aria-label={`Done: ${task.title}`} onChange={() => onToggle(task)} />
      ),
    },
    {
      key: 'title',
      label: 'Task',
      value: (task) => task.title,
      cell: (task) => (
        <div className={task.done_at ? 'admin-done' : undefined}>
          {task.title}
          {task.notes && <p className="admin-muted">{task.notes}</p>}
          {task.is_sample && <span className="admin-badge">sample</span>}
        </div>
      ),
    },
    { key: 'due_on', label: 'Due', value: (task) => task.due_on },
    {
      key: 'lead',
      label: 'From',
      value: (task) => (task.lead_id ? (leadNames[task.lead_id] ?? null) : null),
      sortable: false,
      cell: (task) =>
        task.lead_id && (
          <a className="admin-link" href={`/enterprise-ecosystem?lead=${task.lead_id}`}>
            {leadNames[task.lead_id] ?? 'a lead'}
          </a>
        ),
    },
    { key: 'created_at', label: 'Added', value: (task) => task.created_at, cell: (task) => task.created_at.slice(0, 10) },
  ];
}
