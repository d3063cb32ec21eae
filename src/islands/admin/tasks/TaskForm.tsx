import { useState, type FormEvent } from 'react';
import { addTask } from './tasksApi.ts';
import { draftFromAddress, taskDraftProblems, type TaskDraft, type TaskDraftProblems } from './taskDraft.ts';

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
  const described = (key: keyof TaskDraftProblems) =>
    problems[key] ? { 'aria-invalid': true as const, 'aria-describedby': `task-${key}-error` } : {};
  const problem = (key: keyof TaskDraftProblems) =>
    problems[key] && (
      <p id={`task-${key}-error`} className="form-error">
        {problems[key]}
      </p>
    );

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
        <div className="form-field">
          <label htmlFor="task-title">Task</label>
          <input
            id="task-title"
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            {...described('title')}
          />
          {problem('title')}
        </div>
        <div className="form-field">
          <label htmlFor="task-dueOn">Due date</label>
          <input
            id="task-dueOn"
            type="date"
            value={draft.dueOn}
            onChange={(event) => setDraft({ ...draft, dueOn: event.target.value })}
            {...described('dueOn')}
          />
          {problem('dueOn')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="task-notes">Notes</label>
        <textarea
          id="task-notes"
          rows={2}
          value={draft.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          {...described('notes')}
        />
        {problem('notes')}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Adding…' : 'Add task'}
        </button>
      </div>
    </form>
  );
}
