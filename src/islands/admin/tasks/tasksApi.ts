import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

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
export const taskViews = [
  { id: 'open', label: 'Open' },
  { id: 'overdue', label: 'Overdue' },
  { id: 'due_this_week', label: 'Due this week' },
  { id: 'done', label: 'Done' },
  { id: 'all', label: 'All' },
] as const;
export type TaskView = (typeof taskViews)[number]['id'];

export interface TaskList {
  tasks: Task[];
  counts: Record<TaskView, number>;
  /** The name of each linked lead, by its id, for the link back. */
  leadNames: Record<string, string>;
}

function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

/** The tasks of one view, whose days (due today, this week, overdue) are the owner's, in `timeZone`. */
export async function loadTasks(view: TaskView, timeZone: string): Promise<TaskList> {
  const client = await getSupabase();
  const [tasks, counts] = await Promise.all([
    client.rpc('tasks_in_view', { p_view: view, p_time_zone: timeZone }).limit(1000),
    client.rpc('task_counts', { p_time_zone: timeZone }),
  ]);
  if (tasks.error) throw failed('load the tasks', tasks.error);
  if (counts.error) throw failed('count the tasks', counts.error);
  if (counts.data === null) throw new Error('The tasks are for the site’s administrator only.');
  const leadIds = [...new Set((tasks.data as Task[]).flatMap((task) => (task.lead_id ? [task.lead_id] : [])))];
  const leads = leadIds.length ? await client.from('leads').select('id, name, organisation').in('id', leadIds) : { data: [], error: null };
  if (leads.error) throw failed('load the tasks’ leads', leads.error);
  const leadNames = Object.fromEntries(
    (leads.data as { id: string; name: string; organisation: string }[]).map((lead) => [lead.id, lead.name || lead.organisation]),
  );
  return { tasks: tasks.data as Task[], counts: counts.data as Record<TaskView, number>, leadNames };
}

export async function addTask(task: Pick<Task, 'title' | 'notes' | 'due_on' | 'lead_id'>): Promise<void> {
  const { error } = await (await getSupabase()).from('tasks').insert(task);
  if (error) throw failed('add the task', error);
}

export async function markTask(id: string, done: boolean): Promise<void> {
  const { error } = await (await getSupabase())
    .from('tasks')
    .update({ done_at: done ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw failed(done ? 'mark the task done' : 'open the task again', error);
}
