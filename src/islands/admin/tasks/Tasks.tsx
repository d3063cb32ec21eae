import { useCallback } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { clientTable } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { taskColumns } from './TaskColumns.tsx';
import { TaskForm } from './TaskForm.tsx';
import { tasksAddress, tasksCsv } from './taskList.ts';
import { loadTasks, markTask, type Task, taskViews } from './tasksApi.ts';

/** The owner's to-dos: add one, filter by the database's views, sort, page, mark done or undo, export; the list's state in the address. */
export function Tasks({ timeZone }: { timeZone: string }) {
  const { address, filterBar, dataTable } = useListAddress(tasksAddress);
  const load = useCallback(() => loadTasks(address.view, timeZone), [address.view, timeZone]);
  const data = useToolData(load);
  const toggle = (task: Task) =>
    markTask(task.id, task.done_at === null).then(data.reload, (error: Error) =>
      addToast({ title: 'Nothing was changed', description: error.message, variant: 'destructive' }),
    );

  return (
    <ToolData data={data} what="the tasks">
      {({ tasks, counts, leadNames }) => {
        const columns = taskColumns(leadNames, (task) => void toggle(task));
        // A view of an empty list says "no task in this view", not "no tasks yet", while other views hold some.
        const table = { ...clientTable(tasks, { columns, sort: address.sort, page: address.page }), filtered: counts.all > 0 };
        return (
          <div className="admin-stack">
            <TaskForm leadNames={leadNames} onAdded={data.reload} />
            <ToolSection title="Tasks">
              <fieldset className="admin-actions admin-views">
                <legend className="sr-only-text">Show</legend>
                {taskViews.map((entry) => (
                  <button
                    key={entry.value}
                    type="button"
                    className="button"
                    aria-pressed={address.view === entry.value}
                    onClick={() => filterBar.onChange({ view: entry.value })}
                  >
                    {entry.label} ({counts[entry.value] ?? 0})
                  </button>
                ))}
                <ExportCsvButton
                  filename={`tasks-${address.view}.csv`}
                  csv={() => tasksCsv(table.kept, leadNames)}
                  disabled={table.total === 0}
                />
              </fieldset>
              <DataTable
                columns={columns}
                table={table}
                rowKey={(task) => task.id}
                {...dataTable}
                noun="tasks"
                empty={
                  <ToolEmpty title="No tasks yet">Add your first to-do above, or press “Add task” on a lead to follow it up.</ToolEmpty>
                }
                noMatch="No task in this view."
              />
            </ToolSection>
          </div>
        );
      }}
    </ToolData>
  );
}
