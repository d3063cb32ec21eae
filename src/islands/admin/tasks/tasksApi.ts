import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, flag, listOf, orNull, sqlNumber, text } from '../kit/answerShape.ts';
import { optionsOf } from '../kit/choiceOptions.ts';

export interface Task {
  id: string;
  title: string;
  notes: string;
  due_on: string | null;
  done_at: string | null;
  lead_id: string | null;
  created_at: string;
  is_sample: boolean;
}

/** The views the database filters by, with "today" and "this week" in the owner's time zone. */
const taskViewLabels = { open: 'Open', overdue: 'Overdue', due_this_week: 'Due this week', done: 'Done', all: 'All' } as const;
export type TaskView = keyof typeof taskViewLabels;
export const taskViews = optionsOf<TaskView>(taskViewLabels);

export interface TaskList {
  tasks: Task[];
  counts: Record<TaskView, number>;
  /** The name of each linked lead, by its id, for the link back. */
  leadNames: Record<string, string>;
}

const task = fields<Task>({
  id: text,
  title: text,
  notes: text,
  due_on: orNull(text),
  done_at: orNull(text),
  lead_id: orNull(text),
  created_at: text,
  is_sample: flag,
});
const viewCounts = fields<Record<TaskView, number>>({
  open: sqlNumber,
  overdue: sqlNumber,
  due_this_week: sqlNumber,
  done: sqlNumber,
  all: sqlNumber,
});
const leadName = fields<{ id: string; name: string; organisation: string }>({ id: text, name: text, organisation: text });

/** The tasks of one view, whose days (due today, this week, overdue) are the owner's, in `timeZone`. */
export async function loadTasks(view: TaskView, timeZone: string): Promise<TaskList> {
  const client = await getSupabase();
  const [tasks, counts] = await Promise.all([
    client.rpc('tasks_in_view', { p_view: view, p_time_zone: timeZone }).limit(1000),
    client.rpc('task_counts', { p_time_zone: timeZone }),
  ]);
  if (tasks.error) throw queryFailed('load the tasks', tasks);
  if (counts.error) throw queryFailed('count the tasks', counts);
  if (counts.data === null) throw new Error('The tasks are for the site’s administrator only.');
  const rows = checked(listOf(task), tasks.data, 'the tasks');
  const leadIds = [...new Set(rows.flatMap((row) => (row.lead_id ? [row.lead_id] : [])))];
  const leads = leadIds.length ? await client.from('leads').select('id, name, organisation').in('id', leadIds) : { data: [], error: null };
  if (leads.error) throw queryFailed('load the tasks’ leads', leads);
  const leadNames = Object.fromEntries(
    checked(listOf(leadName), leads.data, 'the tasks’ leads').map((lead) => [lead.id, lead.name || lead.organisation]),
  );
  return { tasks: rows, counts: checked(viewCounts, counts.data, 'the counts per view'), leadNames };
}

export async function addTask(added: Pick<Task, 'title' | 'notes' | 'due_on' | 'lead_id'>): Promise<void> {
  const result = await (await getSupabase()).from('tasks').insert(added);
  if (result.error) throw queryFailed('add the task', result);
}

export async function markTask(id: string, done: boolean): Promise<void> {
  const result = await (await getSupabase())
    .from('tasks')
    .update({ done_at: done ? new Date().toISOString() : null })
    .eq('id', id);
  if (result.error) throw queryFailed(done ? 'mark the task done' : 'open the task again', result);
}
