import { csvText } from '../kit/csvText.ts';
import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { Task } from './tasksApi.ts';

export type TaskSortKey = 'due_on' | 'title' | 'created_at' | 'done_at';

export function sortedTasks(tasks: readonly Task[], sort: { key: TaskSortKey; direction: SortDirection }): Task[] {
  return [...tasks].sort((a, b) => compareValues(a[sort.key], b[sort.key], sort.direction));
}

/** The tasks shown, as CSV, with the lead each came from by name. */
export function tasksCsv(tasks: readonly Task[], leadNames: Readonly<Record<string, string>>): string {
  return csvText(
    ['title', 'due_on', 'done_at', 'notes', 'lead', 'created_at', 'sample'],
    tasks.map((task) => [
      task.title,
      task.due_on,
      task.done_at,
      task.notes,
      task.lead_id ? (leadNames[task.lead_id] ?? task.lead_id) : null,
      task.created_at,
      task.is_sample,
    ]),
  );
}
