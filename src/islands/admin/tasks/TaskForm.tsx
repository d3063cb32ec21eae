import { useState, type FormEvent } from 'react';
import { addTask } from './tasksApi.ts';
import { draftFromAddress, taskDraftProblems, type TaskDraft, type TaskDraftProblems } from './taskDraft.ts';
import { FormField, FormProblem } from '../../shared/FormField.tsx';

/** A new task; from a lead's "Add task" it starts filled and linked. What was typed stays when it fails. */
export function TaskForm({ leadNames, onAdded }: { leadNames: Readonly<Record<string, string>>; onAdded(): void }) {
  const [draft, setDraft] = useState<TaskDraft>(() => draftFromAddress(location.search));
  const [problems, setProblems] = useState<TaskDraftProblems>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = taskDraftProblems(draft);
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      document.getElementById(`task-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await addTask({ title: draft.title.trim(), notes: draft.notes, due_on: draft.dueOn || null, lead_id: draft.leadId });
      setDraft({ title: '', notes: '', dueOn: '', leadId: null });
      if (draft.leadId) history.replaceState(null, '', location.pathname);
      onAdded();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
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
        <FormField id="task-title" label="Task" error={problems.title}>
          {(control) => <input {...control} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />}
        </FormField>
        <FormField id="task-dueOn" label="Due date" error={problems.dueOn}>
          {(control) => (
            <input {...control} type="date" value={draft.dueOn} onChange={(event) => setDraft({ ...draft, dueOn: event.target.value })} />
          )}
        </FormField>
      </div>
      <FormField id="task-notes" label="Notes" error={problems.notes}>
        {(control) => (
          <textarea {...control} rows={2} value={draft.notes} onChange={(event) => setDraft({ ...draft, notes: event.target.value })} />
        )}
      </FormField>
      <FormProblem problem={failure} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Adding…' : 'Add task'}
        </button>
      </div>
    </form>
  );
}
