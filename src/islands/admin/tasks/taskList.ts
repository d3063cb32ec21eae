import { fieldsCsv } from '../kit/csvText.ts';
import { choiceParam, sortParam, urlParams, wholeParam } from '../kit/urlParams.ts';
import { type Task, taskViews } from './tasksApi.ts';

/** What /admin/collaboration-zone lists, as its address holds it: `?view=&sort=&page=`. */
export const tasksAddress = urlParams({
  view: choiceParam(
    taskViews.map((view) => view.value),
    'open',
  ),
  sort: sortParam(['title', 'due_on', 'created_at'], { key: 'due_on', direction: 'ascending' }),
  page: wholeParam(1),
});

/** The tasks shown, as CSV, with the lead each came from by name. */
export const tasksCsv = (tasks: readonly Task[], leadNames: Readonly<Record<string, string>>): string =>
  fieldsCsv(tasks, ['title', 'due_on', 'done_at', 'notes', 'lead', 'created_at', 'sample'], {
    lead: (task) => (task.lead_id ? (leadNames[task.lead_id] ?? task.lead_id) : null),
    sample: (task) => task.is_sample,
  });
