import { useCallback, useMemo, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { downloadFile } from '../kit/downloadFile.ts';
import { ListPager } from '../kit/ListPager.tsx';
import { pageOf } from '../kit/listPages.ts';
import { SortHeader, type SortDirection } from '../kit/SortHeader.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { TaskForm } from './TaskForm.tsx';
import { sortedTasks, tasksCsv, type TaskSortKey } from './taskList.ts';
import { loadTasks, markTask, taskViews, type Task, type TaskView } from './tasksApi.ts';

/** The owner's to-dos: add one, filter by the database's views, sort, page, mark done or undo, export. */
export function Tasks({ timeZone }: { timeZone: string }) {
  const [view, setView] = useState<TaskView>('open');
  const load = useCallback(() => loadTasks(view, timeZone), [view, timeZone]);
  const { state, reload } = useToolData(load);
  const [sort, setSort] = useState<{ key: TaskSortKey; direction: SortDirection }>({ key: 'due_on', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const tasks = state.kind === 'loaded' ? state.data.tasks : [];
  const shown = useMemo(() => sortedTasks(tasks, sort), [tasks, sort]);

  if (state.kind === 'loading') return <ToolLoading what="the tasks" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const { counts, leadNames } = state.data;
  const current = pageOf(shown, page);
  const toggle = (task: Task) =>
    markTask(task.id, task.done_at === null).then(reload, (error: Error) =>
      addToast({ title: 'Nothing was changed', description: error.message, variant: 'destructive' }),
    );

  return (
    <div className="admin-stack">
      <TaskForm leadNames={leadNames} onAdded={reload} />
      <section className="card" aria-labelledby="tasks-title">
        <h2 id="tasks-title" className="section-title">
          Tasks
        </h2>
        <fieldset className="admin-actions admin-views">
          <legend className="sr-only-text">Show</legend>
          {taskViews.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="button"
              aria-pressed={view === entry.id}
              onClick={() => {
                setView(entry.id);
                setPage(1);
              }}
            >
              {entry.label} ({counts[entry.id] ?? 0})
            </button>
          ))}
          <button
            type="button"
            className="button"
            disabled={shown.length === 0}
            onClick={() => downloadFile(tasksCsv(shown, leadNames), `tasks-${view}.csv`, 'text/csv;charset=utf-8')}
          >
            Export CSV
          </button>
        </fieldset>
        {counts.all === 0 ? (
          <ToolEmpty title="No tasks yet">Add your first to-do above, or press “Add task” on a lead to follow it up.</ToolEmpty>
        ) : shown.length === 0 ? (
          <p className="admin-muted" role="status">
            No task in this view.
          </p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Done</th>
                    <SortHeader column="title" label="Task" sort={sort} onSort={setSort} />
                    <SortHeader column="due_on" label="Due" sort={sort} onSort={setSort} />
                    <th scope="col">From</th>
                    <SortHeader column="created_at" label="Added" sort={sort} onSort={setSort} />
                  </tr>
                </thead>
                <tbody>
                  {current.rows.map((task) => (
                    <tr key={task.id}>
                      <td>
                        <input
                          type="checkbox"
                          checked={task.done_at !== null}
                          aria-label={`Done: ${task.title}`}
                          onChange={() => void toggle(task)}
                        />
                      </td>
                      <td className={task.done_at ? 'admin-done' : undefined}>
                        {task.title}
                        {task.notes && <p className="admin-muted">{task.notes}</p>}
                        {task.is_sample && <span className="admin-badge">sample</span>}
                      </td>
                      <td>{task.due_on ?? ''}</td>
                      <td>
                        {task.lead_id && (
                          <a className="admin-link" href={`/enterprise-ecosystem?lead=${task.lead_id}`}>
                            {leadNames[task.lead_id] ?? 'a lead'}
                          </a>
                        )}
                      </td>
                      <td>{task.created_at.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPager page={current.page} pages={current.pages} total={shown.length} noun="tasks" onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
