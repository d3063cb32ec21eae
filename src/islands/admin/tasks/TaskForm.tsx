import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { addTask } from './tasksApi.ts';
import { draftFromAddress, fromLeadAddress, taskDraftProblems } from './taskDraft.ts';

/** A new task; from a lead's "Add task" it starts filled and linked. What was typed stays when it fails. */
export function TaskForm({ leadNames, onAdded }: { leadNames: Readonly<Record<string, string>>; onAdded(): void }) {
  const [, setFromLead] = useUrlState(fromLeadAddress);
  const { draft, setDraft, field, failure, saving, submit } = useDraftForm({
    initial: () => draftFromAddress(location.search),
    idPrefix: 'task',
    problemsOf: taskDraftProblems,
    save: async (typed) => {
      await addTask({ title: typed.title.trim(), notes: typed.notes, due_on: typed.dueOn || null, lead_id: typed.leadId });
      setDraft({ title: '', notes: '', dueOn: '', leadId: null });
      setFromLead({ lead: '', title: '' });
      onAdded();
    },
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="task-form-title">
      <h2 id="task-form-title" className="section-title">
        New task
      </h2>
      {draft.leadId && (
        <p className="admin-muted">
          From the lead{' '}
          <a className="admin-link" href={`/enterprise-ecosystem?lead=${draft.leadId}`}>
            {leadNames[draft.leadId] ?? 'that it came from'}
          </a>
        </p>
      )}
      <div className="admin-form-grid">
        <TextField label="Task" {...field('title')} />
        <TextField label="Due date" type="date" {...field('dueOn')} />
      </div>
      <TextField label="Notes" multiline rows={2} {...field('notes')} />
      <FormSubmit label="Add task" busyLabel="Adding…" saving={saving} failure={failure} />
    </form>
  );
}
