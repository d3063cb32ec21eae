import { useState, type FormEvent } from 'react';
import { itemProblems } from './roadmapBoard.ts';
import { FormField, FormProblem } from '../../shared/FormField.tsx';

interface ItemDraft {
  title: string;
  details: string;
}

interface RoadmapItemFormProps {
  /** Prefixes the fields' ids: one form adds, each card being edited has its own. */
  idPrefix: string;
  heading: string;
  initial: ItemDraft;
  submitLabel: string;
  onSubmit(draft: ItemDraft): Promise<void>;
  onCancel?(): void;
}

/** A roadmap item's title and details, checked before they are sent; what was typed stays when saving fails. */
export function RoadmapItemForm({ idPrefix, heading, initial, submitLabel, onSubmit, onCancel }: RoadmapItemFormProps) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<ReturnType<typeof itemProblems>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = itemProblems(draft);
    setProblems(found);
    setFailure('');
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`${idPrefix}-${first}`)?.focus();
    setSaving(true);
    try {
      await onSubmit({ title: draft.title.trim(), details: draft.details });
      if (!onCancel) setDraft({ title: '', details: '' });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="roadmap-form" onSubmit={submit} noValidate aria-label={heading}>
      <FormField id={`${idPrefix}-title`} label="Title" error={problems.title}>
        {(control) => <input {...control} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />}
      </FormField>
      <FormField id={`${idPrefix}-details`} label="Details" error={problems.details}>
        {(control) => (
          <textarea {...control} rows={2} value={draft.details} onChange={(event) => setDraft({ ...draft, details: event.target.value })} />
        )}
      </FormField>
      <FormProblem problem={failure} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
